import { InfoList, type InfoItem } from '@/components/record/info-list';
import { CollapsibleSection } from './collapsible-section';
import { FormSection } from './form-section';

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
