import type { DraftReason } from '@/lib/form-draft';

const endedBecause: Record<DraftReason, string> = {
  expiry: 'Sua sessão expirou antes de salvar.',
  'other-tab': 'Sua sessão foi encerrada em outra aba antes de salvar.',
  idle: 'Sua sessão foi encerrada por falta de uso antes de salvar.',
  'new-version': 'A página foi recarregada com a nova versão do painel antes de salvar.',
};

/**
 * Above a form whose values came back after the session ended (useSessionExpiryDraft in
 * src/lib/form-draft.ts): nothing was saved yet, and the user must say so by saving.
 * `{restored && <DraftRestoredNotice why={restored} />}`
 */
export function DraftRestoredNotice({ why }: { why: DraftReason }) {
  return (
    <p className="notice" role="status">
      {endedBecause[why]} Recuperamos o que você tinha preenchido: confira os dados e salve novamente.
    </p>
  );
}
