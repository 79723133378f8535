import { matchPath } from 'react-router';
import type { db as demoDb } from '@mocks/db';

/**
 * A training exercise is data: its steps, each with the text the trainee reads, the control it
 * points at (by role and visible name, as a screen reader finds it) and the condition that
 * completes it, judged from what happened in the demo (the address, the data, the page), never
 * from a "Próximo" button. docs/exercicios.md says how to write one.
 */

/** A control on the screen, found as assistive technology finds it: `{ role: 'button', name: 'Adicionar' }`. */
export interface Alvo {
  role: string;
  /** The visible name: the whole text (spaces folded), or a pattern. */
  name: string | RegExp;
  /** Only inside this container (found the same way), e.g. a dialog or a form section. */
  dentro?: { role: string; name: string | RegExp };
  /** Only in a row (of a table or a list) whose text matches: `/Enviado/` for a remessa still to be paid. */
  linha?: RegExp;
}

/** What a condition sees when it is judged. */
export interface Contexto {
  /** The panel's address now: `/remessas/info/48`. */
  path: string;
  params: URLSearchParams;
  /** The demo's data, as the mock backend holds it. */
  db: typeof demoDb;
  /** The page, for what leaves no data behind (a dialog open, a filter pressed, a message shown). */
  doc: Document;
  /** What the exercise noted when it began (`inicio`): the highest associate id then, … */
  marcas: Readonly<Record<string, number>>;
  /**
   * Things the page did that leave neither data nor address, in order, as the panel tells them
   * (src/lib/app-events.ts): `'csv:Enviado'` (a CSV of the payers Enviado chose), `'link-copiado'`.
   */
  eventos: readonly string[];
  /** Today, for conditions on dates. */
  hoje: Date;
}

export interface Passo {
  /** What to do, naming each control by its visible name. */
  texto: string;
  /** The control the panel points at (none when the step is about the whole screen). */
  alvo?: Alvo;
  /** True once the step is done. Cheap: it is judged whenever the page, the address or the data changes. */
  concluido: (ctx: Contexto) => boolean;
}

export interface Exercicio {
  id: string;
  titulo: string;
  /** What it teaches, in a sentence. */
  ensina: string;
  /** How long it takes: "10 min". */
  duracao: string;
  /** Notes taken when it begins, which its conditions compare with (the data already there). */
  inicio?: (ctx: Omit<Contexto, 'marcas' | 'eventos'>) => Record<string, number>;
  passos: Passo[];
  /** What the trainee did in the data, said at the end: "Remessa Mensalidade 12/2026 enviada para 160 associados". */
  resultado: (ctx: Contexto) => string;
}

/**
 * The step the trainee is on after what happened: from `passo`, every step whose condition now
 * holds is done, in order (a step done out of turn waits for the ones before it). Returns
 * `exercicio.passos.length` when all are done.
 * `passoAtual(cadastrarAssociado, 0, ctx) // 1 once the address is /associados/form/cadastro`
 */
export function passoAtual(exercicio: Exercicio, passo: number, ctx: Contexto): number {
  let atual = passo;
  while (atual < exercicio.passos.length && exercicio.passos[atual].concluido(ctx)) atual++;
  return atual;
}

/**
 * The address is that route's, one of the panel's typed paths (src/config/paths.ts), never an
 * address written by hand: `em(ctx, paths.remessas.info)` on /remessas/info/48.
 */
export const em = (ctx: Pick<Contexto, 'path'>, route: { path: string }) => matchPath(route.path, ctx.path) !== null;
