import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for Node tests (msw/node). The HTTP mock server (mocks/server.ts) answers with the same handlers. */
export const server = setupServer(...handlers);
