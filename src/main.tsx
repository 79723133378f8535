import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// The theme's font and variables; its widgets' rules come with the widgets (src/lib/primereact-locale.ts).
import 'virtual:primereact-theme/variables.css';
import './styles/icons.css';
import './styles/icons-generated.css';
// The panel's own controls, drawn on every screen: in the entry's stylesheet, before the pages' rules.
import './components/ui/button.css';
import './components/ui/input.css';
import './components/ui/select.css';
import './styles/app.css';
import { startApp } from './app/app';

async function start() {
  // The demo (the mock backend with MSW, faker and the seed; its toolbar, mailbox and exercises)
  // loads only in mock mode. The condition is a build-time constant, so the live build does not
  // even contain it. The one place the panel's code reaches src/demo (eslint.config.js).
  if (import.meta.env.VITE_API_MODE === 'mock') {
    const { startDemo } = await import('./demo/start-demo');
    await startDemo();
  }
  const root = createRoot(document.getElementById('root')!);
  // The first render in React's background mode: split into short tasks, so a slow machine stays
  // responsive while the screen's code runs and the page draws.
  startTransition(() => root.render(<StrictMode>{startApp()}</StrictMode>));
}

void start();
