import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureRequests } from '../../requests';
import { formCases, openForm, slowSubmit } from './form-cases';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SLOW_MS = 400;

/**
 * Issue 8, case 5: with a slow server, a double-click on a form's submit, or Enter pressed twice,
 * sends exactly one request.
 */
describe.each(formCases)('$name with a slow server', (form) => {
  it('sends one request for a double-click on the submit', async () => {
    const app = await openForm(form);
    await form.fill(app.user);
    slowSubmit(form, SLOW_MS);
    const requests = captureRequests();

    await app.user.dblClick(form.submit());
    await waitFor(() => expect(requests.of(form.operationId)).toHaveLength(1));
    await wait(SLOW_MS + 300);
    expect(requests.of(form.operationId)).toHaveLength(1);
  });

  it('sends one request for Enter pressed twice', async () => {
    const app = await openForm(form);
    await form.fill(app.user);
    slowSubmit(form, SLOW_MS);
    const requests = captureRequests();

    form.enterIn().focus();
    await app.user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(requests.of(form.operationId)).toHaveLength(1));
    await wait(SLOW_MS + 300);
    expect(requests.of(form.operationId)).toHaveLength(1);
  });
});
