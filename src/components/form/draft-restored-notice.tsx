/**
 * Above a form whose values came back after the session expired (useSessionExpiryDraft in
 * src/lib/form-draft.ts): nothing was saved yet, and the user must say so by saving.
 * `{restored && <DraftRestoredNotice />}`
 */
export function DraftRestoredNotice() {
  return (
    <p className="notice" role="status">
      Sua sessão expirou antes de salvar. Recuperamos o que você tinha preenchido: confira os dados e salve novamente.
    </p>
  );
}
