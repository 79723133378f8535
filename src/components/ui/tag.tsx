import './tag.css';

export type TagSeverity = 'secondary' | 'warning' | 'info' | 'success' | 'danger';

/**
 * A short status in a coloured pill (Ativo, Em preparação): one per row of a list, so it is a plain span.
 * `<Tag value="Ativo" severity="success" />`
 */
export function Tag({ value, severity }: { value: string; severity: TagSeverity }) {
  return (
    <span className={`ui-tag ui-tag--${severity}`}>
      <span className="ui-tag__value">{value}</span>
    </span>
  );
}
