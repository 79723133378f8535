import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchAppEvent } from '@/lib/app-events';
import { exercicios } from './exercises';
import { gravarProgresso, lerProgresso, PROGRESSO_KEY } from './progress';
import { Treino } from './training-ui';

const conferir = exercicios.find((exercicio) => exercicio.id === 'conferir-pagamentos')!;
const total = conferir.passos.length;
const passoDoCsv = conferir.passos.findIndex((passo) => passo.alvo?.name === 'Exportar pagantes');
const passoDoLink = conferir.passos.findIndex((passo) => passo.alvo?.name === 'Copiar link do boleto');
const link = `${window.location.origin}/cobranca/GIRO0009`;

/** Conferir quem pagou, under way at `passo` (0-based), and its panel. */
function emCurso(passo: number) {
  gravarProgresso({ atual: { id: conferir.id, passo, marcas: {}, eventos: [], pausado: false }, concluidos: {} });
  render(<Treino dialogAberto={false} onFecharDialog={() => {}} />);
  return screen.getByRole('region', { name: `Exercício: ${conferir.titulo}` });
}

/** Waits for the panel to say it (the step is judged within half a second of what happened). */
const diz = (painel: HTMLElement, texto: string) => within(painel).findByText(texto, {}, { timeout: 3000 });

afterEach(() => localStorage.removeItem(PROGRESSO_KEY));

describe('the exercises hear what the panel tells the page (src/lib/app-events.ts)', () => {
  it('the step that waits for the CSV of who has not paid completes on painel:csv with Enviado, not with another file', async () => {
    expect(passoDoCsv).toBeGreaterThan(0);
    const painel = emCurso(passoDoCsv);
    expect(painel).toHaveTextContent(`Passo ${passoDoCsv + 1} de ${total}`);

    // Every payer, or those Pago chose, is not the list of who has not paid.
    act(() => dispatchAppEvent('painel:csv', { fileName: 'Remessa_48_03-12-2026.csv', rows: 160 }));
    act(() => dispatchAppEvent('painel:csv', { fileName: 'Remessa_48_03-12-2026.csv', rows: 90, situacao: 'Pago' }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(painel).toHaveTextContent(`Passo ${passoDoCsv + 1} de ${total}`);

    act(() => dispatchAppEvent('painel:csv', { fileName: 'Remessa_48_03-12-2026.csv', rows: 70, situacao: 'Enviado' }));
    await diz(painel, `Passo ${passoDoCsv + 2} de ${total}`);
    expect(lerProgresso().atual?.eventos).toEqual(['csv:Todos', 'csv:Pago', 'csv:Enviado']);
  });

  it('the step that waits for a boleto link copied completes on painel:link-copiado of a payment page', async () => {
    expect(passoDoLink).toBe(total - 1);
    const painel = emCurso(passoDoLink);

    act(() => dispatchAppEvent('painel:link-copiado', { link: `${window.location.origin}/listas` }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(painel).toHaveTextContent(`Passo ${passoDoLink + 1} de ${total}`);

    act(() => dispatchAppEvent('painel:link-copiado', { link }));
    await diz(painel, 'Exercício concluído');
  });

  it('hears nothing once the exercise is left', async () => {
    emCurso(passoDoCsv);
    await act(async () => screen.getByRole('button', { name: 'Sair do exercício' }).click());
    act(() => dispatchAppEvent('painel:csv', { fileName: 'Remessa_48_03-12-2026.csv', rows: 70, situacao: 'Enviado' }));
    expect(lerProgresso().atual).toMatchObject({ passo: passoDoCsv, eventos: [], pausado: true });
  });
});
