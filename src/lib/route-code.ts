/**
 * Loads the code of the screen at an address ahead of a click (the app says how: src/app/app.tsx),
 * so a link the user points at or tabs to opens without waiting for its chunks.
 * `loadRouteCode('/associados/form/editar/122')`
 */
let loader: ((href: string) => void) | undefined;

export function provideRouteCodeLoader(load: (href: string) => void) {
  loader = load;
}

export function loadRouteCode(href: string) {
  loader?.(href);
}
