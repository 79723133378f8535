import { Button } from 'primereact/button';
import { lazy, Suspense, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { ConfirmDialog, type ConfirmOptions } from '@/components/dialogs';
import { getDemoStatus, restoreDemoData, subscribeDemoStatus, switchScenario } from '@mocks/persistence';
import { scenarioIds, scenarios, type ScenarioId } from '@mocks/scenarios';
import { MailboxDialog } from '../mailbox/mailbox-dialog';
import { useMockEmails } from '../mailbox/use-mock-emails';
import { apagarProgresso, encerrarEmAndamento, exercicioEmAndamento } from '../training/progress';
import './demo-toolbar.css';

/** A message to show once after the page reloads (restore, new data set). */
export const TOOLBAR_NOTICE_KEY = 'anoreg-painel:aviso-demo';

function takeNotice(): string | null {
  try {
    const notice = sessionStorage.getItem(TOOLBAR_NOTICE_KEY);
    sessionStorage.removeItem(TOOLBAR_NOTICE_KEY);
    return notice;
  } catch {
    return null;
  }
}

/** Leaves a message for the toolbar after the page reloads. */
function noticeAfterReload(notice: string) {
  try {
    sessionStorage.setItem(TOOLBAR_NOTICE_KEY, notice);
  } catch {
    // Without session storage the reload simply shows no message.
  }
}

const reloadThisPage = () => window.location.reload();

/** The exercises load only when opened, or at start when one is under way (the demo's first load stays small). */
const Treino = lazy(() => import('../training/training-ui').then((module) => ({ default: module.Treino })));

type PendingAction = ConfirmOptions & { run: () => Promise<void> };

/**
 * The demo toolbar: says this is a demonstration, shows and switches the scenario, restores the
 * data and opens the mailbox. Rendered only in mock mode, in its own root (src/demo/start-demo.ts).
 */
export function DemoToolbar({ reloadPage = reloadThisPage }: { reloadPage?: () => void }) {
  const status = useSyncExternalStore(subscribeDemoStatus, getDemoStatus);
  const emails = useMockEmails();
  const [expanded, setExpanded] = useState(false);
  const [mailboxOpen, setMailboxOpen] = useState(false);
  const [exercisesOpen, setExercisesOpen] = useState(false);
  const [trainingLoaded, setTrainingLoaded] = useState(exercicioEmAndamento);
  const [chosen, setChosen] = useState<ScenarioId>(status.scenario);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState(takeNotice);
  const panelId = useId();
  const countId = useId();
  const descriptionId = useId();
  const current = scenarios[status.scenario];

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 8000);
    return () => clearTimeout(timer);
  }, [notice]);

  const toggle = () => {
    setExpanded((open) => !open);
    setChosen(status.scenario);
  };

  // The bar is at the end of the page: bring the tools it just unfolded into view.
  useEffect(() => {
    if (expanded) document.getElementById(panelId)?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, panelId]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const applyScenario = () => {
    const next = scenarios[chosen];
    if (chosen === status.scenario) return;
    if (next.dataset === current.dataset) {
      void run(async () => {
        await switchScenario(chosen);
        // Done: out of the way again, the bar says what changed.
        setExpanded(false);
        setNotice(`Cenário ${next.nome} em uso.`);
      });
      return;
    }
    setPending({
      title: `Usar o cenário ${next.nome}?`,
      description: `${next.descricao} Os dados atuais da demonstração são trocados pelos do cenário ${next.nome}, aqui e nas outras abas, e a página é recarregada.`,
      confirmLabel: 'Trocar cenário',
      tone: 'info',
      run: async () => {
        await switchScenario(chosen);
        encerrarEmAndamento();
        // The panel shows the new data set from a fresh start.
        noticeAfterReload(`Cenário ${next.nome} em uso.`);
        reloadPage();
      },
    });
  };

  const askRestore = () =>
    setPending({
      title: 'Restaurar dados de demonstração?',
      description: `Os dados voltam ao início do cenário ${current.nome}: o que foi cadastrado, alterado ou excluído nesta demonstração se perde, inclusive os e-mails da caixa e os exercícios de treinamento, aqui e nas outras abas. A página é recarregada.`,
      confirmLabel: 'Restaurar',
      tone: 'danger',
      run: async () => {
        await restoreDemoData();
        apagarProgresso();
        noticeAfterReload('Dados de demonstração restaurados.');
        reloadPage();
      },
    });

  const closeConfirm = ({ confirmed }: { confirmed: boolean }) => {
    const action = pending;
    setPending(null);
    if (confirmed && action) void run(action.run);
  };

  return (
    <aside className={`demo-toolbar${expanded ? ' demo-toolbar--expanded' : ''}`} aria-label="Modo demonstração">
      <div className="demo-toolbar__bar">
        <span className="demo-toolbar__marker">
          <i className="pi pi-eye" aria-hidden="true" /> Modo demonstração
        </span>
        <span className="demo-toolbar__scenario">
          Cenário: <strong>{current.nome}</strong>
        </span>
        <Button
          type="button"
          className="demo-toolbar__button"
          icon="pi pi-envelope"
          aria-describedby={countId}
          size="small"
          text
          onClick={() => setMailboxOpen(true)}
        >
          {/* Named by its text, not an aria-label: a name that differs from what is seen fails WCAG 2.5.3. */}
          <span className="demo-toolbar__label">Caixa de e-mails</span>
          {emails.total > 0 && (
            <span className="demo-toolbar__count" aria-hidden="true">
              {emails.total}
            </span>
          )}
        </Button>
        <Button
          type="button"
          className="demo-toolbar__button"
          label="Exercícios"
          size="small"
          text
          onClick={() => {
            setTrainingLoaded(true);
            setExercisesOpen(true);
          }}
        />
        <span id={countId} className="visually-hidden">
          {emails.total === 1 ? '1 e-mail' : `${emails.total} e-mails`}
        </span>
        <Button
          type="button"
          className="demo-toolbar__button"
          icon={expanded ? 'pi pi-chevron-down' : 'pi pi-chevron-up'}
          aria-label={expanded ? 'Recolher ferramentas da demonstração' : 'Abrir ferramentas da demonstração'}
          aria-expanded={expanded}
          aria-controls={panelId}
          size="small"
          text
          onClick={toggle}
        />
      </div>
      {status.storage === 'memoria' && (
        <p className="demo-toolbar__warning" role="alert">
          Não foi possível guardar os dados de demonstração neste navegador (armazenamento cheio ou bloqueado). A
          demonstração continua, mas as alterações valem só nesta aba e até recarregar a página.
        </p>
      )}
      {notice && (
        <p className="demo-toolbar__notice" role="status">
          {notice}
        </p>
      )}
      <div id={panelId} className="demo-toolbar__panel" hidden={!expanded}>
        <p className="demo-toolbar__intro">
          Os dados são fictícios e ficam só neste navegador. Nada aqui chega a um servidor de verdade.
        </p>
        <fieldset className="demo-toolbar__scenarios" disabled={busy}>
          <legend>Cenário</legend>
          <div className="demo-toolbar__options">
            {scenarioIds.map((id) => (
              <label key={id} className="demo-toolbar__option">
                <input
                  type="radio"
                  name="cenario-demo"
                  value={id}
                  checked={chosen === id}
                  onChange={() => setChosen(id)}
                  aria-describedby={chosen === id ? descriptionId : undefined}
                />
                {scenarios[id].nome}
                {id === status.scenario && <small> (em uso)</small>}
              </label>
            ))}
          </div>
          <p id={descriptionId} className="demo-toolbar__description">
            {scenarios[chosen].descricao}
          </p>
          <Button
            type="button"
            label="Usar este cenário"
            size="small"
            disabled={chosen === status.scenario}
            loading={busy}
            onClick={applyScenario}
          />
        </fieldset>
        <Button
          type="button"
          label="Restaurar dados de demonstração"
          icon="pi pi-refresh"
          size="small"
          severity="danger"
          outlined
          disabled={busy}
          onClick={askRestore}
        />
      </div>
      {mailboxOpen && (
        <MailboxDialog emails={emails.latest} total={emails.total} onClose={() => setMailboxOpen(false)} />
      )}
      {trainingLoaded && (
        <Suspense fallback={null}>
          <Treino dialogAberto={exercisesOpen} onFecharDialog={() => setExercisesOpen(false)} />
        </Suspense>
      )}
      {pending && <ConfirmDialog options={pending} onClose={closeConfirm} />}
    </aside>
  );
}
