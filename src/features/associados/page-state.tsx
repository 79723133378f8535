/** The id in a route such as /associados/info/:associadoId, or undefined when it is not one. */
export const parseRouteId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** Shown while a record loads. */
export function LoadingState() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Carregando</span>
    </div>
  );
}
