import { describe, expect, it } from 'vitest';
import { appPages, opensRoute } from '../../lib/app-routes';
import { formCases } from './form-cases';

describe('the fault tests’ list of forms', () => {
  it('has a case for every form route of the router, so a new form is driven through every fault', () => {
    const formRoutes = appPages()
      .map((route) => route.pattern)
      .filter((pattern) => pattern.includes('/form/') && !pattern.endsWith('/cadastrado'));
    expect(formRoutes.length).toBeGreaterThanOrEqual(6);
    const missing = formRoutes.filter((pattern) => !formCases.some((form) => opensRoute(form.path, pattern)));
    expect(missing, 'add these forms to tests/hardening/faults/form-cases.ts (formCases)').toEqual([]);
  });
});
