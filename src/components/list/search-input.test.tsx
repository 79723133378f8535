import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

// The wait after typing is the behaviour: the test's clock runs it out, to the millisecond. Keys go
// in as events (user-event waits on a real timer between them, which this clock would hold).
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

function renderSearch() {
  const onSearch = vi.fn();
  render(<SearchInput label="Pesquisar associados" placeholder="Pesquise" value="" onSearch={onSearch} />);
  const field = screen.getByRole('searchbox', { name: 'Pesquisar associados' });
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  return { onSearch, field, type };
}

const passes = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('SearchInput', () => {
  it('searches the trimmed text once typing has stopped for 1200 ms, not before, and once', async () => {
    const { onSearch, type } = renderSearch();
    type(' Cuia');
    await passes(1_000);
    // Typing again starts the wait again.
    type(' Cuiabá ');
    await passes(1_199);
    expect(onSearch).not.toHaveBeenCalled();
    await passes(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Cuiabá');
    await passes(5_000);
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('searches at once on Enter, and not again when typing’s wait would have ended', async () => {
    const { onSearch, field, type } = renderSearch();
    type('zzz-ninguém');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('zzz-ninguém');
    await passes(5_000);
    expect(onSearch).toHaveBeenCalledOnce();
  });
});
