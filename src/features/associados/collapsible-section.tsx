import { useId, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/** A detail-page block whose title opens and closes it (closed at first). */
export function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const contentId = useId();
  return (
    <section className="card associado-section" aria-labelledby={titleId}>
      <h2 className="collapsible-section__title">
        <button
          type="button"
          id={titleId}
          className="collapsible-section__toggle"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((current) => !current)}
        >
          <Icon name={open ? 'pi-chevron-down' : 'pi-chevron-right'} />
          {title}
        </button>
      </h2>
      <div id={contentId} hidden={!open} className="collapsible-section__content">
        {children}
      </div>
    </section>
  );
}
