import { describe, expect, it } from 'vitest';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS } from '../lib/screens';
import { appPages, isSignedIn, opensRoute } from '../lib/app-routes';

/** The router's routes as it runs them, each in the list of screens its people see. */
const routes = appPages().filter((route) => !route.pattern.includes('*'));
const lists = [
  { name: 'SIGNED_IN_SCREENS', screens: SIGNED_IN_SCREENS, signedIn: true },
  { name: 'PUBLIC_SCREENS', screens: PUBLIC_SCREENS, signedIn: false },
];

describe('the screens the screenshots and the layout journeys open (tests/lib/screens.ts)', () => {
  it.each(lists)(
    '$name has a state for each of its routes, so a new screen is looked at',
    ({ name, screens, signedIn }) => {
      const patterns = routes.filter((route) => isSignedIn(route) === signedIn).map((route) => route.pattern);
      expect(patterns.length).toBeGreaterThanOrEqual(signedIn ? 11 : 6);
      const missing = patterns.filter((pattern) => !screens.some((screen) => opensRoute(screen.path, pattern)));
      expect(missing, `add a state of these routes to ${name} (tests/lib/screens.ts)`).toEqual([]);
    },
  );

  it.each(lists)(
    '$name opens only routes of its kind, each state under its own name',
    ({ name, screens, signedIn }) => {
      const ofKind = routes.filter((route) => isSignedIn(route) === signedIn);
      const stray = screens.filter((screen) => !ofKind.some((route) => opensRoute(screen.path, route.pattern)));
      expect(
        stray.map((screen) => screen.path),
        `${name}: no route of its kind opens these`,
      ).toEqual([]);
      expect(new Set(screens.map((screen) => screen.name)).size).toBe(screens.length);
    },
  );
});

describe('opensRoute', () => {
  it('matches an address to its route pattern, parameters and query included', () => {
    expect(opensRoute('/associados/info/1', '/associados/info/:associadoId')).toBe(true);
    expect(opensRoute('/listas?type=users&size=100', '/listas')).toBe(true);
    expect(opensRoute('/associados/info/1/x', '/associados/info/:associadoId')).toBe(false);
    expect(opensRoute('/associados/form/cadastro', '/associados/form/editar/:associadoId')).toBe(false);
    expect(opensRoute('/', '/listas')).toBe(false);
  });
});
