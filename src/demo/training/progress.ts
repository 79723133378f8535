/**
 * Where the demo keeps the trainee's exercises (localStorage: a few hundred bytes, read before the
 * toolbar draws, so a reload brings the panel back at once). Small on purpose: the toolbar imports
 * it on the demo's first load; everything else of the exercises loads when they are opened.
 */
export const PROGRESSO_KEY = 'anoreg-painel:exercicios';

export interface ExercicioEmCurso {
  id: string;
  /** The step the trainee is on (0-based); the number of steps once all are done. */
  passo: number;
  marcas: Record<string, number>;
  eventos: string[];
  /** Left with Sair do exercício: the panel is hidden until Continuar. */
  pausado: boolean;
}

export interface Progresso {
  atual: ExercicioEmCurso | null;
  /** Exercises done, each with what the trainee did in the data. */
  concluidos: Record<string, string>;
}

const vazio = (): Progresso => ({ atual: null, concluidos: {} });

export function lerProgresso(): Progresso {
  try {
    const saved = JSON.parse(localStorage.getItem(PROGRESSO_KEY) ?? 'null') as Partial<Progresso> | null;
    if (!saved || typeof saved !== 'object') return vazio();
    return { atual: saved.atual ?? null, concluidos: saved.concluidos ?? {} };
  } catch {
    return vazio();
  }
}

export function gravarProgresso(progresso: Progresso) {
  try {
    localStorage.setItem(PROGRESSO_KEY, JSON.stringify(progresso));
  } catch {
    // Storage blocked or full: the exercise goes on in this page.
  }
}

/** An exercise is under way (not left): the toolbar loads the panel at once. */
export const exercicioEmAndamento = () => {
  const { atual } = lerProgresso();
  return !!atual && !atual.pausado;
};

/** Restaurar dados de demonstração starts the exercises again too. */
export function apagarProgresso() {
  try {
    localStorage.removeItem(PROGRESSO_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * Another data set: the exercise under way spoke of data that is gone, so it ends; the exercises
 * done stay done.
 */
export function encerrarEmAndamento() {
  const progresso = lerProgresso();
  if (progresso.atual) gravarProgresso({ ...progresso, atual: null });
}
