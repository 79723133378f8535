import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureRequests } from '../../requests';
import { answerSubmitWith, formCases, openForm, readFailure, submitFailures } from './form-cases';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 8, cases 3 and 6: every form of the panel, its submit answered by a 400 with a message,
 * 500s (with a message, empty, an HTML page, a stack trace) and a network error. Each shows the
 * right Portuguese message (never the raw body), keeps everything typed, gives the button back,
 * and sends nothing more by itself.
 */
describe.each(formCases)('$name: a failed submit', (form) => {
  it('shows the right message for each failure, keeps what was typed and sends each submit once', async () => {
    const app = await openForm(form);
    await form.fill(app.user);
    const requests = captureRequests();

    for (const [attempt, failure] of submitFailures.entries()) {
      answerSubmitWith(form, failure.respond);
      await app.user.click(form.submit());
      await waitFor(() => expect(requests.of(form.operationId), failure.kind).toHaveLength(attempt + 1));

      const shows = typeof failure.shows === 'function' ? failure.shows(form) : failure.shows;
      expect(await readFailure(app.user, form), failure.kind).toBe(shows);
      if (failure.neverShows) expect(document.body.textContent, failure.kind).not.toContain(failure.neverShows);
      await waitFor(() => expect(form.submit(), failure.kind).toBeEnabled());
      form.expectKept();
    }

    // Nothing is sent again by itself: no retry of a failed save.
    await wait(300);
    expect(requests.of(form.operationId)).toHaveLength(submitFailures.length);
    expect(screen.queryByRole('dialog', { name: /Erro!/ })).not.toBeInTheDocument();
  });
});
