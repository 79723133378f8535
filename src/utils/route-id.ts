/** The numeric id of a route such as /associados/info/:associadoId, or undefined when it is not one. */
export function parseRouteId(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
