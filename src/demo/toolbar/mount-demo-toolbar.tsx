import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DemoToolbar } from './demo-toolbar';

/**
 * Renders the demo toolbar in its own root after the panel's (so the live build never holds it), in the
 * page's flow below the footer: it takes its own room and never covers the panel.
 */
export function mountDemoToolbar() {
  const container = document.createElement('div');
  container.id = 'barra-demo';
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <DemoToolbar />
    </StrictMode>,
  );
}
