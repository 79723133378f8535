import { describe, expect, it, vi } from 'vitest';
import { dispatchAppEvent, onAppEvent } from './app-events';

describe('app events', () => {
  it('reach a listener until it stops, with what the panel said', () => {
    const told = vi.fn();
    const stop = onAppEvent('painel:link-copiado', told);
    dispatchAppEvent('painel:link-copiado', { link: 'https://painel.example/cobranca/GIRO1' });
    stop();
    dispatchAppEvent('painel:link-copiado', { link: 'https://painel.example/cobranca/GIRO2' });
    expect(told.mock.calls).toEqual([[{ link: 'https://painel.example/cobranca/GIRO1' }]]);
  });

  it('are DOM CustomEvents on window, which code that imports nothing of the panel can hear', () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener('painel:csv', listener);
    dispatchAppEvent('painel:csv', { fileName: 'Arrecadacao_03-12-2026.csv', rows: 13 });
    window.removeEventListener('painel:csv', listener);
    expect(heard).toEqual([{ fileName: 'Arrecadacao_03-12-2026.csv', rows: 13 }]);
  });
});
