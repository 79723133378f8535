import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { location, renderApp } from '../render';

/** When anyone last used the panel in this browser, as the panel keeps it. */
const LAST_USE_KEY = 'anoreg-painel:ultimo-uso';
const TWO_HOURS_AGO = () => String(Date.now() - 2 * 60 * 60_000);

describe('a session left open on a shared computer', () => {
  afterEach(() => vi.useRealTimers());

  it('a page opened after the idle limit has passed ends the session first: loading a page is not use', async () => {
    const first = await renderApp('/listas', { signedIn: true });
    await screen.findByRole('heading', { name: 'Listas' });
    // The person leaves without signing out; two hours later the browser opens on the same session.
    first.unmount();
    localStorage.setItem(LAST_USE_KEY, TWO_HOURS_AGO());

    const { router } = await renderApp('/listas');
    expect(await screen.findByText(/Sua sessão foi encerrada por falta de uso/)).toBeInTheDocument();
    expect(location(router)).toBe('/');
  });

  it('signing in counts as use: the panel opens after an old last use', async () => {
    // The idle check runs every second (useIdleTimeout's interval): only that timer is the test's.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    localStorage.setItem(LAST_USE_KEY, TWO_HOURS_AGO());
    const { user, router } = await renderApp('/');
    await user.type(await screen.findByLabelText('CPF'), DEMO_CREDENTIALS.cpf);
    await user.type(screen.getByLabelText('Senha'), DEMO_CREDENTIALS.senha);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Listas' })).toBeInTheDocument();
    // Two rounds of the idle check later, the session is still open.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(location(router)).toMatch(/^\/listas/);
    expect(screen.queryByText(/Sua sessão foi encerrada por falta de uso/)).not.toBeInTheDocument();
  });
});
