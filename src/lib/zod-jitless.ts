/**
 * zod compiles its object parsers with `new Function` when it may, and finds out whether it may by
 * trying once when the first schema is built. Under the panel's Content-Security-Policy (no
 * 'unsafe-eval', docs/decisions/0007-security-headers.md) that try is refused and reported as a
 * violation, although zod then parses without it. Telling zod up front never to compile keeps the
 * policy's reports clean. Must run before any schema is built: src/main.tsx imports it first.
 *
 * zod keeps its configuration on this global so that every copy of it shares one; setting it here,
 * rather than with `z.config({ jitless: true })`, keeps zod out of the first page's bundle
 * (docs/decisions/0002). zod-jitless.test.ts checks that zod reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
