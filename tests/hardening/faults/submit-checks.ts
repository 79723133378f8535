import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/http-client';
import { expectContractViolations } from '../../expected-reports';
import { captureRequests } from '../../requests';
import {
  answerSubmitWith,
  formCases,
  openForm,
  readFailure,
  slowSubmit,
  submitFailures,
  type FormCase,
} from './form-cases';

type App = Awaited<ReturnType<typeof openForm>>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For `forms`: the submit answered by a 400 with a message, 500s (with a message, empty, an HTML
 * page, a stack trace) and a network error. Each shows the right Portuguese message (never the raw
 * body), keeps everything typed, gives the button back, and sends nothing more by itself. Two files
 * share the forms (submit-failures, create-failures), so that the creates, which look for their
 * record after a failure (seconds each), run beside the others.
 */
export function describeFailedSubmits(forms: FormCase[]) {
  // A create with no answer looks for its record until twice the time limit from the POST: a
  // test-sized limit keeps that short (msw/node's XMLHttpRequest never times out by itself).
  const panelTimeLimit = http.defaults.timeout;
  beforeEach(() => void (http.defaults.timeout = 300));
  afterEach(() => void (http.defaults.timeout = panelTimeLimit));

  describe.each(forms)('$name: a failed submit', (form) => {
    it('shows the right message for each failure, keeps what was typed and sends each submit once', async () => {
      const app = await openForm(form);
      await form.fill(app.user);
      const requests = captureRequests();
      // One failure is a gateway's 200 with its own HTML page: outside the contract on purpose.
      expectContractViolations();

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
}

const SLOW_MS = 400;

/**
 * With a slow server, `twice` (a double-click on the submit, Enter pressed twice) sends exactly one
 * request, on every form. One file per way (double-submit, enter-twice), so the two run side by
 * side.
 */
export function describeOneRequest(twice: string, press: (app: App, form: FormCase) => Promise<void>) {
  describe.each(formCases)('$name with a slow server', (form) => {
    it(`sends one request for ${twice}`, async () => {
      const app = await openForm(form);
      await form.fill(app.user);
      slowSubmit(form, SLOW_MS);
      const requests = captureRequests();

      await press(app, form);
      await waitFor(() => expect(requests.of(form.operationId)).toHaveLength(1));
      await wait(SLOW_MS + 300);
      expect(requests.of(form.operationId)).toHaveLength(1);
    });
  });
}
