import { expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { INJECTED_MARKUP, XSS_FLAG } from '../hardening/security/hostile-text';

/*
 * What both halves of the security journeys watch in the browser: the demo's (./security.e2e.ts)
 * and the live build's (./live/security.e2e.ts).
 */

/** What the browser printed and every address it asked for or showed, to look for secrets in. */
export interface Traces {
  console: string[];
  addresses: string[];
  /** JS dialogs (alert, confirm) opened by the page: a payload that ran would open one. */
  jsDialogs: string[];
}

/** Each console message with its arguments as a log collector would serialise them. */
async function printedText(message: ConsoleMessage): Promise<string> {
  const args = await Promise.all(
    message.args().map((arg) =>
      arg
        .evaluate((value) => {
          if (typeof value === 'string') return value;
          try {
            return JSON.stringify(value) ?? String(value);
          } catch {
            return String(value);
          }
        })
        .catch(() => ''),
    ),
  );
  return `${message.type()}: ${message.text()} ${args.join(' ')}`;
}

export function trace(context: BrowserContext): Traces {
  const traces: Traces = { console: [], addresses: [], jsDialogs: [] };
  const watch = (page: Page) => {
    page.on('console', (message) => void printedText(message).then((text) => traces.console.push(text)));
    page.on('request', (request) => traces.addresses.push(request.url()));
    page.on('framenavigated', (frame) => traces.addresses.push(frame.url()));
    page.on('dialog', (dialog) => {
      traces.jsDialogs.push(dialog.message());
      void dialog.dismiss();
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return traces;
}

/** No payload ran and no element was made from one, on the screen shown now. */
export async function expectNothingRan(page: Page, traces: Traces, where: string) {
  expect(
    await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG),
    `${where}: window.${XSS_FLAG}`,
  ).toBeUndefined();
  await expect(page.locator(INJECTED_MARKUP), `${where}: elementos criados de texto`).toHaveCount(0);
  expect(
    traces.addresses.filter((url) => new URL(url).pathname === '/x'),
    `${where}: <img src=x> carregou`,
  ).toEqual([]);
  expect(traces.jsDialogs, `${where}: diálogos de JavaScript`).toEqual([]);
}

/** Fails if any console message or address holds one of `secrets`. */
export function expectNoSecrets(traces: Traces, secrets: string[]) {
  for (const secret of secrets) {
    expect(
      traces.console.filter((text) => text.includes(secret)),
      `"${secret}" no console`,
    ).toEqual([]);
    expect(
      traces.addresses.filter((url) => url.includes(secret)),
      `"${secret}" num endereço`,
    ).toEqual([]);
  }
}
