import { Dialog } from 'primereact/dialog';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { matchPath } from 'react-router';
import { useReturnFocus } from '@/components/dialogs';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { onAppEvent } from '@/lib/app-events';
import { db } from '@mocks/db';
import { subscribeDemoData } from '@mocks/persistence';
import { passoAtual, type Contexto, type Exercicio } from './exercise';
import { exercicios } from './exercises';
import { encontrarAlvo } from './find-target';
import { gravarProgresso, lerProgresso, type ExercicioEmCurso, type Progresso } from './progress';
import './training.css';

/*
 * The exercises' dialog and the panel that follows the trainee's work (docs/exercicios.md). Loaded
 * by the demo toolbar only when Exercícios is pressed, or at start when an exercise is under way.
 */

const exercicioDe = (id: string | undefined) => exercicios.find((exercicio) => exercicio.id === id);

function contexto(atual?: Pick<ExercicioEmCurso, 'marcas' | 'eventos'>): Contexto {
  return {
    path: window.location.pathname,
    params: new URLSearchParams(window.location.search),
    db,
    doc: document,
    marcas: atual?.marcas ?? {},
    eventos: atual?.eventos ?? [],
    hoje: new Date(),
  };
}

/** How often the panel looks again at the page, besides every change of the data and of the page. */
const INTERVALO_MS = 500;
/** How long after a change of the page or the data the step is judged (changes in between wait for it). */
const JULGAR_MS = 100;

/**
 * Things the page does that leave neither data nor address, as the panel tells them
 * (src/lib/app-events.ts): a CSV made, with the situação that chose its rows; a boleto link copied.
 */
function ouvirEventos(registrar: (evento: string) => void) {
  const pararCsv = onAppEvent('painel:csv', ({ situacao }) => registrar(`csv:${situacao ?? 'Todos'}`));
  const pararLink = onAppEvent('painel:link-copiado', ({ link }) => {
    if (ehLinkDeBoleto(link)) registrar('link-copiado');
  });
  return () => {
    pararCsv();
    pararLink();
  };
}

/** The payment page of a boleto (paths.cobranca), the link staff send to the associate. */
const ehLinkDeBoleto = (link: string) => {
  try {
    return matchPath(paths.cobranca.path, new URL(link, window.location.origin).pathname) !== null;
  } catch {
    return false;
  }
};

type Canto = 'inferior-direito' | 'inferior-esquerdo' | 'superior-direito' | 'superior-esquerdo';
const CANTOS: Canto[] = ['inferior-direito', 'inferior-esquerdo', 'superior-direito', 'superior-esquerdo'];
/** The panel's distance from the window's edges (1rem in training.css), and the room kept around the target. */
const MARGEM = 16;
const FOLGA = 4;

/** How much of the target (its rectangle, with FOLGA around it) the panel would cover in `canto`: 0 when none. */
function cobre(alvo: DOMRect, canto: Canto, largura: number, altura: number) {
  const left = canto.endsWith('direito') ? window.innerWidth - MARGEM - largura : MARGEM;
  const top = canto.startsWith('inferior') ? window.innerHeight - MARGEM - altura : MARGEM;
  const x = Math.min(alvo.right + FOLGA, left + largura) - Math.max(alvo.left - FOLGA, left);
  const y = Math.min(alvo.bottom + FOLGA, top + altura) - Math.max(alvo.top - FOLGA, top);
  return x > 0 && y > 0 ? x * y : 0;
}

/**
 * The corner the panel takes: the one it is in while that leaves the target free (it does not jump
 * about as the page scrolls), else the first free one, else the one covering least of it.
 */
function cantoLivre(alvo: DOMRect | null, atual: Canto, largura: number, altura: number): Canto {
  if (!alvo) return atual;
  const candidatos = [atual, ...CANTOS.filter((canto) => canto !== atual)];
  return candidatos.reduce((melhor, canto) =>
    cobre(alvo, canto, largura, altura) < cobre(alvo, melhor, largura, altura) ? canto : melhor,
  );
}

/** The exercises: the list (dialog) and the panel of the one under way. */
export function Treino({ dialogAberto, onFecharDialog }: { dialogAberto: boolean; onFecharDialog: () => void }) {
  const [progresso, setProgresso] = useState<Progresso>(lerProgresso);
  const atualRef = useRef(progresso);
  atualRef.current = progresso;

  const mudar = useCallback((next: (current: Progresso) => Progresso) => {
    const value = next(atualRef.current);
    if (value === atualRef.current) return;
    atualRef.current = value;
    gravarProgresso(value);
    setProgresso(value);
  }, []);

  const comecar = (exercicio: Exercicio) => {
    const marcas = exercicio.inicio?.(contexto()) ?? {};
    mudar((current) => ({
      ...current,
      atual: { id: exercicio.id, passo: 0, marcas, eventos: [], pausado: false },
    }));
    onFecharDialog();
  };
  const continuar = () => {
    mudar((current) => (current.atual ? { ...current, atual: { ...current.atual, pausado: false } } : current));
    onFecharDialog();
  };

  const atual = progresso.atual;
  const exercicio = exercicioDe(atual?.id);
  return (
    <>
      {dialogAberto && (
        <ExerciciosDialog progresso={progresso} onComecar={comecar} onContinuar={continuar} onFechar={onFecharDialog} />
      )}
      {atual && exercicio && !atual.pausado && (
        <PainelDoExercicio
          exercicio={exercicio}
          atual={atual}
          resultado={progresso.concluidos[exercicio.id]}
          mudar={mudar}
        />
      )}
    </>
  );
}

function ExerciciosDialog({
  progresso,
  onComecar,
  onContinuar,
  onFechar,
}: {
  progresso: Progresso;
  onComecar: (exercicio: Exercicio) => void;
  onContinuar: () => void;
  onFechar: () => void;
}) {
  useReturnFocus();
  const idBase = useId();
  return (
    <Dialog
      visible
      onHide={onFechar}
      header="Exercícios de treinamento"
      className="treino-dialogo"
      draggable={false}
      resizable={false}
      dismissableMask
    >
      <p className="treino-dialogo__intro">
        Cada exercício acompanha o seu trabalho no painel: um quadro diz o que fazer, aponta o controle e segue sozinho
        quando o passo está feito.
      </p>
      <ul className="treino-dialogo__lista">
        {exercicios.map((exercicio, index) => {
          const feito = exercicio.id in progresso.concluidos;
          const emCurso = progresso.atual?.id === exercicio.id && progresso.atual.passo < exercicio.passos.length;
          const tituloId = `${idBase}-${index}`;
          return (
            <li key={exercicio.id}>
              <article className="treino-dialogo__exercicio" aria-labelledby={tituloId}>
                <h2 id={tituloId}>{exercicio.titulo}</h2>
                <p>{exercicio.ensina}</p>
                <p className="treino-dialogo__meta">
                  <span>Duração: {exercicio.duracao}</span>
                  <span>
                    {emCurso
                      ? `Em andamento: passo ${progresso.atual!.passo + 1} de ${exercicio.passos.length}`
                      : feito
                        ? 'Concluído'
                        : 'Não feito'}
                  </span>
                </p>
                <div className="treino-dialogo__acoes">
                  {emCurso && progresso.atual!.pausado && (
                    <Button type="button" label="Continuar" size="small" onClick={onContinuar} />
                  )}
                  <Button
                    type="button"
                    label={feito || emCurso ? 'Recomeçar' : 'Começar'}
                    size="small"
                    variant={emCurso && progresso.atual!.pausado ? 'outlined' : 'filled'}
                    onClick={() => onComecar(exercicio)}
                  />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

function PainelDoExercicio({
  exercicio,
  atual,
  resultado,
  mudar,
}: {
  exercicio: Exercicio;
  atual: ExercicioEmCurso;
  resultado: string | undefined;
  mudar: (next: (current: Progresso) => Progresso) => void;
}) {
  const total = exercicio.passos.length;
  const concluido = atual.passo >= total;
  const passo = concluido ? undefined : exercicio.passos[atual.passo];
  const painelRef = useRef<HTMLElement>(null);
  const [alvo, setAlvo] = useState<DOMRect | null>(null);
  const [canto, setCanto] = useState<Canto>(CANTOS[0]);
  const cantoRef = useRef(canto);
  const [anuncio, setAnuncio] = useState('');
  const tituloId = useId();

  const texto = concluido
    ? `Exercício concluído. ${resultado ?? ''}`
    : `Passo ${atual.passo + 1} de ${total}. ${passo!.texto}`;
  // The live region says each new step (and the end) once; Mostrar de novo says it again.
  useEffect(() => setAnuncio(texto), [texto]);

  /** Judges the step against what happened, and moves on (or ends) by itself. */
  const avaliar = useCallback(() => {
    mudar((current) => {
      const emCurso = current.atual;
      if (!emCurso || emCurso.id !== exercicio.id || emCurso.pausado || emCurso.passo >= total) return current;
      const ctx = contexto(emCurso);
      const proximo = passoAtual(exercicio, emCurso.passo, ctx);
      if (proximo === emCurso.passo) return current;
      return {
        atual: { ...emCurso, passo: proximo },
        concluidos:
          proximo >= total ? { ...current.concluidos, [exercicio.id]: exercicio.resultado(ctx) } : current.concluidos,
      };
    });
  }, [exercicio, mudar, total]);

  const registrar = useCallback(
    (evento: string) =>
      mudar((current) =>
        current.atual && !current.atual.pausado
          ? { ...current, atual: { ...current.atual, eventos: [...current.atual.eventos.slice(-19), evento] } }
          : current,
      ),
    [mudar],
  );

  /** Where the target is, and the corner the panel takes so that it never covers it. */
  const medir = useCallback(() => {
    const elemento = passo?.alvo ? encontrarAlvo(document, passo.alvo) : null;
    const rect = elemento?.getBoundingClientRect() ?? null;
    const painel = painelRef.current;
    if (painel) cantoRef.current = cantoLivre(rect, cantoRef.current, painel.offsetWidth, painel.offsetHeight);
    setAlvo((old) =>
      old &&
      rect &&
      old.top === rect.top &&
      old.left === rect.left &&
      old.width === rect.width &&
      old.height === rect.height
        ? old
        : rect,
    );
    setCanto(cantoRef.current);
  }, [passo]);
  /**
   * The same, drawn before the browser paints (flushSync): no frame shows the panel over the control
   * after a scroll, a resize, a judgement or a change of the panel's own size.
   */
  const posicionar = useCallback(() => flushSync(medir), [medir]);

  // A new step is placed before it is painted; so is the panel each time its text changes its height.
  useLayoutEffect(() => {
    const painel = painelRef.current;
    if (concluido || !painel) return;
    medir();
    const observador = new ResizeObserver(posicionar);
    observador.observe(painel);
    return () => observador.disconnect();
  }, [medir, posicionar, concluido]);

  useEffect(() => {
    if (concluido) return;
    const parar = ouvirEventos(registrar);
    // Judged at most every JULGAR_MS (a page that changes often, a typed form, costs a judgement per
    // pause, not per keystroke); the outline and the corner follow a scroll or a resize in the frame
    // they happen (scroll and resize events come once a frame, before it is painted).
    let julgamento: ReturnType<typeof setTimeout> | undefined;
    const olhar = () => {
      julgamento ??= setTimeout(() => {
        julgamento = undefined;
        avaliar();
        posicionar();
      }, JULGAR_MS);
    };
    avaliar();
    const intervalo = setInterval(olhar, INTERVALO_MS);
    const deixarDados = subscribeDemoData(olhar);
    const observador = new MutationObserver(olhar);
    observador.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    window.addEventListener('scroll', posicionar, true);
    window.addEventListener('resize', posicionar);
    window.addEventListener('popstate', olhar);
    return () => {
      parar();
      clearTimeout(julgamento);
      clearInterval(intervalo);
      deixarDados();
      observador.disconnect();
      window.removeEventListener('scroll', posicionar, true);
      window.removeEventListener('resize', posicionar);
      window.removeEventListener('popstate', olhar);
    };
  }, [avaliar, posicionar, registrar, concluido]);

  useLayoutEffect(() => {
    if (concluido) setAlvo(null);
  }, [concluido]);

  const mostrarDeNovo = () => {
    const elemento = passo?.alvo ? encontrarAlvo(document, passo.alvo) : null;
    elemento?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    setAnuncio('');
    requestAnimationFrame(() => setAnuncio(texto));
  };
  const pular = () =>
    mudar((current) => {
      if (!current.atual) return current;
      const proximo = current.atual.passo + 1;
      return {
        atual: { ...current.atual, passo: proximo },
        concluidos:
          proximo >= total
            ? { ...current.concluidos, [exercicio.id]: exercicio.resultado(contexto(current.atual)) }
            : current.concluidos,
      };
    });
  const sair = () =>
    mudar((current) => (current.atual ? { ...current, atual: { ...current.atual, pausado: true } } : current));
  const fechar = () => mudar((current) => ({ ...current, atual: null }));

  return createPortal(
    <>
      {alvo && !concluido && (
        <div
          className="treino-destaque"
          aria-hidden="true"
          style={{ top: alvo.top - 4, left: alvo.left - 4, width: alvo.width + 8, height: alvo.height + 8 }}
        />
      )}
      <section ref={painelRef} className={`treino treino--${canto}`} aria-labelledby={tituloId}>
        <h2 id={tituloId} className="treino__titulo">
          Exercício: {exercicio.titulo}
        </h2>
        <div aria-live="polite" aria-atomic="true" className="treino__texto">
          {anuncio &&
            (concluido ? (
              <>
                <p className="treino__passo">Exercício concluído</p>
                <p>{resultado}</p>
              </>
            ) : (
              <>
                <p className="treino__passo">
                  Passo {atual.passo + 1} de {total}
                </p>
                <p>{passo!.texto}</p>
              </>
            ))}
        </div>
        {!concluido && passo?.alvo && !alvo && (
          <p className="treino__dica">O controle deste passo não está na tela agora.</p>
        )}
        <div className="treino__acoes">
          {concluido ? (
            <Button type="button" label="Fechar" size="small" onClick={fechar} />
          ) : (
            <>
              <Button type="button" label="Mostrar de novo" size="small" variant="text" onClick={mostrarDeNovo} />
              <Button type="button" label="Pular passo" size="small" variant="text" onClick={pular} />
              <Button type="button" label="Sair do exercício" size="small" variant="text" onClick={sair} />
            </>
          )}
        </div>
      </section>
    </>,
    document.body,
  );
}
