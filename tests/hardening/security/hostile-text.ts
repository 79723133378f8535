/**
 * Text a compromised or careless server could hand the panel. Each payload, if the panel ever turned
 * it into markup or a link and a browser ran it, sets `window.__xss`; the browser tests check that
 * flag stays unset, the integration tests that no element is made from the text.
 */
export const XSS_FLAG = '__xss';

export const payloads = {
  img: `<img src=x onerror="window.__xss='img'">`,
  script: `<script>window.__xss='script'</script>`,
  javascriptUrl: `javascript:window.__xss='javascript-url'`,
  svg: `<svg onload="window.__xss='svg'">`,
  iframe: `<iframe src="javascript:parent.__xss='iframe'">`,
  anchor: `<a href="javascript:window.__xss='a'">clique</a>`,
  /** Breaks out of an attribute value if one were built by string concatenation. */
  attribute: `" onfocus="window.__xss='attr'" autofocus x="`,
  /** Short enough for 20-character fields (número). */
  short: `<b onclick=__xss=1>1`,
} as const;

/**
 * Selectors of what any payload above would create if it were parsed as HTML: the panel itself
 * makes none of these (it draws no <img src="x">, no <script> in the body, no inline handlers).
 */
export const INJECTED_MARKUP = [
  'img[src="x"]',
  'body script',
  'iframe',
  'svg[onload]',
  'b[onclick]',
  '[onerror]',
  '[onload]',
  '[onfocus]',
  '[onclick]',
  'a[href^="javascript:" i]',
].join(', ');
