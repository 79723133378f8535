import { useId, type ReactNode } from 'react';

/** A titled block of a form or detail page, announced as a region named by its title. */
export function FormSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="card associado-section" aria-labelledby={titleId}>
      <div className="associado-section__header">
        <h2 id={titleId}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
