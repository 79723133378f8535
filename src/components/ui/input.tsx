import { useLayoutEffect, useRef, type ComponentPropsWithRef } from 'react';

const withClass = (className?: string) => (className ? `ui-input ${className}` : 'ui-input');

/**
 * The panel's text input. An error is drawn from `aria-invalid`, which a field sets for assistive
 * technology anyway, so the look and what is announced cannot disagree.
 * `<Input id={id} value={nome} onChange={…} aria-invalid={Boolean(error)} className="w-full" />`
 */
export function Input({ className, type = 'text', ...input }: ComponentPropsWithRef<'input'>) {
  return <input {...input} type={type} className={withClass(className)} />;
}

/** A textarea that grows with its text (no scrollbar, no handle). */
export function Textarea({ className, ref, value, ...textarea }: ComponentPropsWithRef<'textarea'>) {
  const inner = useRef<HTMLTextAreaElement | null>(null);
  useLayoutEffect(() => {
    const element = inner.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [value]);
  return (
    <textarea
      {...textarea}
      value={value}
      ref={(element) => {
        inner.current = element;
        if (typeof ref === 'function') return ref(element);
        if (ref) ref.current = element;
      }}
      className={withClass(className)}
    />
  );
}
