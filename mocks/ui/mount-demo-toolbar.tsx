import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DemoToolbar } from './demo-toolbar';

/** Renders the demo toolbar in its own root after the panel's, so the live build never holds it. */
export function mountDemoToolbar() {
  const container = document.createElement('div');
  container.id = 'barra-demo';
  document.body.append(container);
  document.body.classList.add('has-demo-toolbar');
  createRoot(container).render(
    <StrictMode>
      <DemoToolbar />
    </StrictMode>,
  );
}
