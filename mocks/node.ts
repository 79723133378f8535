import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { panelApiBases } from './panel-api-bases';

/**
 * The mock backend for Node tests (msw/node), where the panel under test calls it. The HTTP mock
 * server (mocks/server.ts) answers with the same handlers at its own address.
 */
export const server = setupServer(...createHandlers(panelApiBases()));
