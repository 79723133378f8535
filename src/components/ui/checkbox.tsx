import type { ComponentPropsWithRef } from 'react';

/**
 * The panel's checkbox: the browser's own (keyboard and screen readers work as everywhere), in the
 * panel's colour. Named by a `<label htmlFor>` or aria-label.
 * `<Checkbox id={id} checked={lembrar} onChange={(event) => setLembrar(event.target.checked)} />`
 */
export function Checkbox({ className, ...input }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return <input {...input} type="checkbox" className={className ? `ui-checkbox ${className}` : 'ui-checkbox'} />;
}
