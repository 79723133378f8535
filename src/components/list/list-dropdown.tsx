import { useEffect, useId, useRef, useState } from 'react';
import type { Dropdown as PrimeDropdown, DropdownProps } from 'primereact/dropdown';
import { whenIdle } from '@/utils/when-idle';
import { PrimeIcon } from './prime-icon';
import './list.css';

type DropdownComponent = typeof PrimeDropdown;

let loaded: DropdownComponent | undefined;
let loading: Promise<DropdownComponent> | undefined;

/**
 * PrimeReact's Dropdown with its pt locale. Its code (with the PrimeReact core it needs, about 50 KB
 * gzip) is not on the lists' first paint, nor its mounting (PrimeReact injects its styles then).
 */
export function loadListDropdown(): Promise<DropdownComponent> {
  loading ??= Promise.all([
    import('primereact/dropdown'),
    import('@/lib/primereact-locale').then((module) => module.installPrimeReactLocale()),
  ])
    .then(([module]) => (loaded = module.Dropdown))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** A ListDropdown named by a label only screen readers see (the lists' filters). */
export function HiddenLabelDropdown({ label, ...props }: Omit<DropdownProps, 'inputId'> & { label: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <ListDropdown inputId={id} {...props} />
    </>
  );
}

/**
 * A list's dropdown (filters, page size): PrimeReact's Dropdown, drawn with its own markup (same
 * classes, so the same look) until the user reaches for it. Its code loads when the browser is idle
 * after the list has painted, or at once when the pointer comes over it; the first focus, click,
 * Enter, Space or arrow on it puts the real one in its place, focused, and opens it when asked.
 * `<ListDropdown inputId={id} value={value} options={options} placeholder="Filtrar por" onChange={…} />`
 */
export function ListDropdown(props: DropdownProps) {
  const [Dropdown, setDropdown] = useState<DropdownComponent | undefined>(() => loaded);
  // The user reached for it (focus, click, key): from then on the real one is shown.
  const [wanted, setWanted] = useState(false);
  const ref = useRef<PrimeDropdown>(null);
  // What the user did on the stand-in before the real one was in its place.
  const reached = useRef({ focused: false, open: false });

  useEffect(() => {
    if (Dropdown) return;
    let live = true;
    const load = () =>
      void loadListDropdown().then(
        (component) => live && setDropdown(() => component),
        () => undefined,
      );
    if (wanted) load();
    else whenIdle(load);
    return () => {
      live = false;
    };
  }, [Dropdown, wanted]);

  const shown = Dropdown && wanted;
  useEffect(() => {
    if (!shown) return;
    const { focused, open } = reached.current;
    reached.current = { focused: false, open: false };
    if (focused || open) ref.current?.focus();
    if (!open) return;
    // Opened once the real one has been laid out, so its panel is placed under it.
    const frame = requestAnimationFrame(() => ref.current?.show());
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  if (shown) return <Dropdown ref={ref} {...props} />;
  return <DropdownStandIn {...props} reached={reached.current} onReach={() => setWanted(true)} />;
}

const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp', 'Alt']);

/** Dropdown's markup for a value, a placeholder or neither (PrimeReact 10.9, dropdown.esm.js). */
function DropdownStandIn({
  inputId,
  value,
  options,
  optionLabel,
  optionValue,
  placeholder,
  disabled,
  className,
  reached,
  onReach,
}: DropdownProps & { reached: { focused: boolean; open: boolean }; onReach: () => void }) {
  const option = (options ?? []).find(
    (candidate) => (optionValue ? (candidate as Record<string, unknown>)[optionValue] : candidate) === value,
  );
  const label =
    option === undefined ? null : String(optionLabel ? (option as Record<string, unknown>)[optionLabel] : option);
  const shown = label ?? placeholder ?? 'empty';
  const labelClass = [
    'p-dropdown-label p-inputtext',
    label === null && placeholder && 'p-placeholder',
    label === null && !placeholder && 'p-dropdown-label-empty',
  ]
    .filter(Boolean)
    .join(' ');
  const rootClass = [
    className,
    'p-dropdown p-component p-inputwrapper',
    label !== null && 'p-inputwrapper-filled',
    disabled && 'p-disabled',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={rootClass}
      onPointerEnter={() => void loadListDropdown().catch(() => undefined)}
      onClick={() => {
        if (disabled) return;
        reached.open = true;
        onReach();
      }}
    >
      <div className="p-hidden-accessible">
        <input
          id={inputId}
          type="text"
          readOnly
          aria-haspopup="listbox"
          disabled={disabled}
          tabIndex={disabled ? -1 : 0}
          value={label ?? ''}
          onFocus={() => {
            reached.focused = true;
            onReach();
          }}
          onBlur={() => (reached.focused = false)}
          onKeyDown={(event) => {
            if (openingKeys.has(event.key)) {
              event.preventDefault();
              reached.open = true;
              onReach();
            }
          }}
        />
      </div>
      <span className={labelClass}>{shown}</span>
      {/* The input above is the control until the real one takes over: the arrow is only drawn. */}
      <div className="p-dropdown-trigger" aria-hidden="true">
        <PrimeIcon className="p-dropdown-trigger-icon p-clickable" d={chevronDown} />
      </div>
    </div>
  );
}

/** PrimeReact's ChevronDownIcon. */
const chevronDown =
  'M7.01744 10.398C6.91269 10.3985 6.8089 10.378 6.71215 10.3379C6.61541 10.2977 6.52766 10.2386 6.45405 10.1641L1.13907 4.84913C1.03306 4.69404 0.985221 4.5065 1.00399 4.31958C1.02276 4.13266 1.10693 3.95838 1.24166 3.82747C1.37639 3.69655 1.55301 3.61742 1.74039 3.60402C1.92777 3.59062 2.11386 3.64382 2.26584 3.75424L7.01744 8.47394L11.769 3.75424C11.9189 3.65709 12.097 3.61306 12.2748 3.62921C12.4527 3.64535 12.6199 3.72073 12.7498 3.84328C12.8797 3.96582 12.9647 4.12842 12.9912 4.30502C13.0177 4.48162 12.9841 4.662 12.8958 4.81724L7.58083 10.1322C7.50996 10.2125 7.42344 10.2775 7.32656 10.3232C7.22968 10.3689 7.12449 10.3944 7.01744 10.398Z';
