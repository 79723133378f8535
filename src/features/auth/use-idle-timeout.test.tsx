import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '@/components/dialogs';
import { useIdleTimeout } from './use-idle-timeout';

function Panel({ onIdle, minutes }: { onIdle: () => void; minutes: number }) {
  useIdleTimeout(onIdle, minutes);
  return <p>painel</p>;
}

const renderPanel = (onIdle: () => void, minutes = 2) =>
  render(
    <MemoryRouter>
      <DialogProvider>
        <Panel onIdle={onIdle} minutes={minutes} />
      </DialogProvider>
    </MemoryRouter>,
  );

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('the idle timeout', () => {
  it('warns a minute before, and ends the session when nobody answers', async () => {
    const onIdle = vi.fn();
    renderPanel(onIdle);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByRole('dialog', { name: 'Sua sessão vai ser encerrada' })).toBeInTheDocument();
    expect(onIdle).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('Continuar conectado keeps the person signed in', async () => {
    const onIdle = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel(onIdle);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    await user.click(await screen.findByRole('button', { name: 'Continuar conectado' }));
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('0 turns it off', async () => {
    const onIdle = vi.fn();
    renderPanel(onIdle, 0);
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(onIdle).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
