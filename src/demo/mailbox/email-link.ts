/**
 * Where an e-mail's link may go: an app path (`/cadastrar-senha/<token>`) opens in this tab; an
 * http(s) address in a new one; anything else is shown as text, never followed.
 */
export type EmailLinkTarget = { kind: 'app'; path: string } | { kind: 'web'; url: string };

export function emailLinkTarget(link: string | null): EmailLinkTarget | null {
  if (!link) return null;
  try {
    if (link.startsWith('/')) {
      // Resolved as the browser would: "//host" and "/\host" (tabs and newlines dropped) leave the site.
      const url = new URL(link, window.location.origin);
      return url.origin === window.location.origin
        ? { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` }
        : null;
    }
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'web', url: url.href } : null;
  } catch {
    return null;
  }
}

/**
 * Opens an app path without reloading the page, so the router shows it and data kept only in
 * memory (when storage failed) survives. React Router follows popstate.
 */
export function navigateInApp(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
