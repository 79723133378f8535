import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';

/**
 * Serves the demo build (dist-demo/, or DEMO_DIR) with SPA fallback on 127.0.0.1 for the browser
 * journeys.
 */
export default async function setup(project: TestProject) {
  const outDir = process.env.DEMO_DIR ?? 'dist-demo';
  if (!existsSync(`${outDir}/index.html`))
    throw new Error(`${outDir}/ não existe: rode npm run build:demo antes dos testes de navegador.`);
  const server = await preview({
    configFile: false,
    root: process.cwd(),
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    logLevel: 'error',
  });
  const address = server.resolvedUrls?.local[0];
  if (!address) throw new Error('Não foi possível servir dist-demo/.');
  project.provide('demoUrl', address.replace(/\/$/, ''));
  return async () => {
    await server.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
  }
}
