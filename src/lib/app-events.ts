/**
 * What the panel tells the page about things it did that leave neither data nor an address: a
 * CSV handed to the browser, a link written to the clipboard. DOM CustomEvents on `window`, so a
 * listener (the demo's exercises, src/demo/training) needs nothing of the code that did them, and
 * nobody has to wrap the browser's own functions to find out.
 */
export interface AppEvents {
  /** A CSV handed to the browser as a download (src/lib/download-csv.ts). */
  'painel:csv': {
    fileName: string;
    /** Its rows, the header line not counted. */
    rows: number;
    /** The situação that chose the rows, as its button says it ('Enviado': who has not paid); none when it holds all. */
    situacao?: string;
  };
  /** A link written to the clipboard (Copiar link do boleto). */
  'painel:link-copiado': { link: string };
}

export type AppEventName = keyof AppEvents;

/** Tells the page: `dispatchAppEvent('painel:link-copiado', { link })`. */
export function dispatchAppEvent<Name extends AppEventName>(name: Name, detail: AppEvents[Name]) {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * Listens until the returned function is called:
 * `const stop = onAppEvent('painel:csv', ({ fileName, rows }) => …); stop();`
 */
export function onAppEvent<Name extends AppEventName>(
  name: Name,
  listener: (detail: AppEvents[Name]) => void,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<AppEvents[Name]>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
