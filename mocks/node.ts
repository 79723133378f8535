import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for Node: tests (msw/node) and the HTTP mock server. */
export const server = setupServer(...handlers);
