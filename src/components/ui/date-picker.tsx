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
  /** Escape anywhere (focus back to the button: true) or a click outside (false). */
  onDismiss: (returnFocus: boolean) => void;
  /** The button that opened it: a click on it is its own toggle, not a click outside. */
  anchor: RefObject<HTMLButtonElement | null>;
}

/**
 * DateInput's pop-up: PrimeReact's Calendar as it ships (inline, in Portuguese), under the field.
 * Loaded with its code when a user first opens it (date-input.tsx). It opens right after its button, so
 * Tab goes on into it (its month buttons, then the chosen day, or today); Escape closes it.
 */
export function DatePicker({ id, value, minDate, maxDate, onPick, onDismiss, anchor }: DatePickerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) dismiss.current(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      dismiss.current(true);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [anchor]);

  return (
    <div id={id} ref={panel} role="dialog" aria-label="Escolher data" className="ui-date__picker">
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
