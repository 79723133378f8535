/**
 * Gets a screen ready ahead of the click that opens it (the app says how: src/app/app.tsx): its code
 * when a link is pointed at, touched or reached by Tab, and its record when the link is pressed,
 * before the click's navigation keeps the page busy (evaluating the screen's code, rendering).
 * `loadRouteCode('/associados/form/editar/122')` … `readRouteData('/associados/form/editar/122')`
 */
interface RouteAhead {
  code: (href: string) => void;
  data: (href: string) => void;
}

let ahead: RouteAhead | undefined;

export function provideRouteAhead(provided: RouteAhead) {
  ahead = provided;
}

export function loadRouteCode(href: string) {
  ahead?.code(href);
}

export function readRouteData(href: string) {
  ahead?.data(href);
}
