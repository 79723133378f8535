import type { ReactNode } from 'react';

export type InfoItem = [label: string, value: ReactNode];

/** Read-only label/value pairs of a detail page; an empty value shows a dash. */
export function InfoList({ items }: { items: InfoItem[] }) {
  return (
    <dl className="info-list">
      {items.map(([label, value]) => (
        <div key={label} className="info-list__item">
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
