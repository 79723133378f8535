/**
 * The loading indicator of a screen: a spinner, announced to screen readers.
 * `<PageLoading />` or `<PageLoading label="Carregando boleto" />`
 */
export function PageLoading({ label = 'Carregando' }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
