import { Icon } from './icon';
import { lazy, Suspense, useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import { MaskedInput } from './masked-input';

type DateInputProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'type' | 'placeholder'> & {
  value: Date | null;
  onValueChange: (value: Date | null) => void;
  /** On the wrapper, which takes the width (`w-full`). */
  className?: string;
  /** The first and last days the calendar offers (a typed date is checked by the form's schema). */
  minDate?: Date;
  maxDate?: Date;
};

const loadPicker = () => import('./date-picker');
// PrimeReact's calendar (about 30 KB gzip with its core and locale) loads when a user first opens it.
const DatePicker = lazy(() => loadPicker().then((module) => ({ default: module.DatePicker })));

const pad = (number: number) => String(number).padStart(2, '0');
/** `10/02/2020`, or '' for no date. */
export const formatDate = (date: Date | null) =>
  date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` : '';

/** The day `dd/mm/aaaa` names, at midnight; null while incomplete or for a day that does not exist (31/02). */
export function readDate(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const sameDay = (a: Date | null, b: Date | null) => a?.getTime() === b?.getTime();

/**
 * A date typed as dd/mm/aaaa (the slashes come by themselves), or picked from a calendar that opens
 * from the button beside it. Holds a Date (midnight) or null while the text is no whole date.
 * `<DateInput id={id} value={vencimento} onValueChange={setVencimento} minDate={startOfToday()} />`
 */
export function DateInput({
  value,
  onValueChange,
  onBlur,
  minDate,
  maxDate,
  disabled,
  className,
  ...input
}: DateInputProps) {
  const [text, setText] = useState(() => formatDate(value));
  const [followed, setFollowed] = useState(value);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pickerId = useId();

  // The date changed elsewhere (a record loaded, a reset, the calendar): show it, unless it is what is typed.
  if (!sameDay(value, followed)) {
    setFollowed(value);
    if (!sameDay(readDate(text), value)) setText(formatDate(value));
  }

  const type = (masked: string) => {
    const date = readDate(masked);
    setText(masked);
    setFollowed(date);
    if (!sameDay(date, value)) onValueChange(date);
  };

  const close = (focus: 'input' | 'button') => {
    setOpen(false);
    (focus === 'input' ? inputRef.current : button.current)?.focus();
  };

  return (
    <span className={className ? `ui-date ${className}` : 'ui-date'}>
      <MaskedInput
        {...input}
        ref={(element) => {
          inputRef.current = element;
          const { ref } = input;
          if (typeof ref === 'function') return ref(element);
          if (ref) ref.current = element;
        }}
        mask="date"
        placeholder="dd/mm/aaaa"
        autoComplete="off"
        disabled={disabled}
        value={text}
        onValueChange={type}
        // A text that is no whole date is not kept: the field shows the date it holds (none, if none).
        onBlur={(event) => {
          if (text !== formatDate(value)) setText(formatDate(value));
          onBlur?.(event);
        }}
        className="ui-date__input"
      />
      <button
        ref={button}
        type="button"
        className="ui-date__button"
        aria-label="Escolher data"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        disabled={disabled}
        // Under the pointer, the calendar's code starts loading before the click.
        onPointerEnter={() => void loadPicker()}
        onClick={() => setOpen((current) => !current)}
      >
        <Icon name="pi-calendar" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <DatePicker
            id={pickerId}
            value={value}
            minDate={minDate}
            maxDate={maxDate}
            onPick={(date) => {
              onValueChange(date);
              close('input');
            }}
            onDismiss={(returnFocus) => (returnFocus ? close('button') : setOpen(false))}
            anchor={button}
          />
        </Suspense>
      )}
    </span>
  );
}
