import { spawn } from 'node:child_process';
import { freePort } from './nginx-site';

/**
 * Prism's validating proxy (`@stoplight/prism-cli`) in front of a server: every request and answer
 * is checked against the contract, and with `--errors` a violation becomes an error answer carrying
 * an `sl-violations` header. `const prism = await startPrismProxy('openapi/painel.yaml', mock.url)`;
 * point the client at `prism.url`; `prism.violations` holds what Prism printed about each one.
 */
export interface PrismProxy {
  url: string;
  /** Prism's own lines about violations (requests refused, answers out of the contract, unlisted statuses). */
  violations: string[];
  close: () => Promise<void>;
}

const VIOLATION = /Violation:|VIOLATIONS|UNPROCESSABLE_ENTITY/;

export async function startPrismProxy(contract: string, upstream: string): Promise<PrismProxy> {
  const port = await freePort();
  const child = spawn(
    'node_modules/.bin/prism',
    ['proxy', contract, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
  );
  const violations: string[] = [];
  let output = '';
  const read = (chunk: Buffer) => {
    output += String(chunk);
    for (const line of String(chunk).split('\n')) if (VIOLATION.test(line)) violations.push(line.trim());
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const stopWithUs = () => child.kill('SIGTERM');
  process.once('exit', stopWithUs);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism não começou a escutar em 60 s:\n${output}`)), 60_000);
    const check = () => {
      if (!output.includes('Prism is listening')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism saiu (código ${code}) antes de escutar:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    violations,
    close: async () => {
      process.off('exit', stopWithUs);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
