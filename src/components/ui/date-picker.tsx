import { Calendar } from 'primereact/calendar';
import { useEffect, useRef, type RefObject } from 'react';
import { installPrimeReactLocale } from '@/lib/primereact-locale';

installPrimeReactLocale();

interface DatePickerProps {
  id: string;
  value: Date | null;
  minDate?: Date;
  maxDate?: Date;
  onPick: (date: Date) => void;
  /** Escape (focus back to the button: true) or a click outside (false). */
  onDismiss: (returnFocus: boolean) => void;
  /** The button that opened it: a click on it is its own toggle, not a click outside. */
  anchor: RefObject<HTMLButtonElement | null>;
}

/**
 * DateInput's pop-up: PrimeReact's Calendar as it ships (inline, in Portuguese), under the field.
 * Loaded with its code when a user first opens it (date-input.tsx).
 */
export function DatePicker({ id, value, minDate, maxDate, onPick, onDismiss, anchor }: DatePickerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    // The day the keyboard starts from: the chosen one, else today (the one the calendar makes tabbable).
    panel.current?.querySelector<HTMLElement>('td > span[tabindex="0"]')?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) dismiss.current(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [anchor]);

  return (
    <div
      id={id}
      ref={panel}
      role="dialog"
      aria-label="Escolher data"
      className="ui-date__picker"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        dismiss.current(true);
      }}
    >
      <Calendar
        inline
        locale="pt"
        value={value}
        minDate={minDate}
        maxDate={maxDate}
        onSelect={(event) => onPick(event.value as Date)}
      />
    </div>
  );
}
