import type { ReactNode } from 'react';
import { CollapsibleSection } from './collapsible-section';
import { FormSection } from './form-section';

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

/** A titled block of a detail page holding label/value pairs; a `collapsible` one is closed at first. */
export function InfoSection({
  title,
  items,
  collapsible = false,
}: {
  title: string;
  items: InfoItem[];
  collapsible?: boolean;
}) {
  const Section = collapsible ? CollapsibleSection : FormSection;
  return (
    <Section title={title}>
      <InfoList items={items} />
    </Section>
  );
}
