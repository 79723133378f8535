import type { ReactNode } from 'react';
import './info-list.css';

/** A label and its value; a `wide` one (a paragraph of text) takes the whole row. */
export type InfoItem = [label: string, value: ReactNode, options?: { wide?: boolean }];

/**
 * A record's read-only label/value pairs, on every detail page; an empty value shows a dash.
 * `<InfoList items={[['Nome', associado.nome], ['Descrição', remessa.descricao, { wide: true }]]} />`
 */
export function InfoList({ items }: { items: InfoItem[] }) {
  return (
    <dl className="info-list">
      {items.map(([label, value, options]) => (
        <div key={label} className={options?.wide ? 'info-list__item info-list__item--wide' : 'info-list__item'}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
