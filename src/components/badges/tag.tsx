/**
 * PrimeReact Tag's markup and classes without its code: a list renders one per row, and Tag's
 * per-instance work (props merging, style injection) was a visible share of a list's render.
 * Its own CSS rules are in src/styles/app.css.
 * `<Tag value="Ativo" severity="success" />`
 */
export function Tag({
  value,
  severity,
}: {
  value: string;
  severity: 'secondary' | 'warning' | 'info' | 'success' | 'danger';
}) {
  return (
    <span className={`p-tag p-component p-tag-${severity} p-tag-rounded`}>
      <span className="p-tag-value">{value}</span>
    </span>
  );
}
