import { startMockBackend } from '@mocks/browser';
import { mountDemoToolbar } from './toolbar/mount-demo-toolbar';

/**
 * Starts the demo: the mock backend (mocks/browser.ts), then its own front, the toolbar with the
 * mailbox and the exercises. The one place the demo starts: src/main.tsx loads this module in mock
 * mode only, behind a build-time constant, so the live build never holds it.
 */
export async function startDemo() {
  await startMockBackend();
  mountDemoToolbar();
}
