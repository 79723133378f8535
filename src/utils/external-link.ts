/**
 * Server-sent links are opened only when they are http(s): a `javascript:` or `data:` link from a
 * compromised or buggy server never runs in the panel's origin.
 * `isHttpUrl('https://banco.example/boleto.pdf')` → true; `isHttpUrl('javascript:alert(1)')` → false.
 */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Opens a server-sent link in a new tab, detached from the panel (noopener, noreferrer).
 * Returns false, opening nothing, when the link is not http(s).
 */
export function openExternalLink(value: string | null | undefined): boolean {
  if (!isHttpUrl(value)) return false;
  // The address exactly as it was checked: given the raw text, the browser would read some forms
  // ("https:banco.example", surrounding spaces) relative to the panel's own address.
  window.open(new URL(value).href, '_blank', 'noopener,noreferrer');
  return true;
}
