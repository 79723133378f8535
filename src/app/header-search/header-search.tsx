import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { HEADER_SEARCH_ID } from './header-search-id';
import { MIN_SEARCH_LENGTH, useHeaderSearch, type SearchGroup, type SearchOption } from './use-header-search';

/** The pause after the last key before the box asks: a text typed fast asks once. */
export const HEADER_SEARCH_DELAY_MS = 250;

/** `text` once it has stayed the same for `ms`, or at once after `settleNow()` (Enter). */
function useSettled(text: string, ms: number) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return [settled, () => setSettled(text)] as const;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;
const NOUNS: Record<SearchGroup['lista'], [string, string]> = {
  associados: ['associado', 'associados'],
  usuarios: ['usuário', 'usuários'],
  remessas: ['remessa', 'remessas'],
};

/** What the live region says once every kind answered: "12 associados, 3 usuários e 1 remessa para “silva”." */
function summaryOf(groups: SearchGroup[], text: string): string {
  if (groups.some((group) => group.pending)) return 'Buscando…';
  const found = groups.filter((group) => group.total > 0).map((group) => plural(group.total, ...NOUNS[group.lista]));
  const failed = groups.filter((group) => group.error).map((group) => group.error);
  const list = found.length > 1 ? `${found.slice(0, -1).join(', ')} e ${found.at(-1)}` : found[0];
  return [list ? `${list} para “${text}”.` : failed.length === 0 ? `Nenhum resultado para “${text}”.` : '', ...failed]
    .filter(Boolean)
    .join(' ');
}

interface HeaderSearchProps {
  /** Escape (`true`: the focus goes back to the button) or a choice made (`false`: the next page takes it). */
  onClose: (returnFocus: boolean) => void;
  /** Changes on every Ctrl+K: the focus comes back to the box. */
  focusRequest: number;
  /** What was typed while this box's code was on its way. */
  initialText?: string;
}

/**
 * The box of the header's search, a WAI-ARIA combobox with its listbox popup (APG's editable
 * combobox with list autocomplete): ↓ and ↑ move through the results (grouped by kind, each group
 * with "Ver todos"), Enter opens the one chosen (the first when none is), Escape closes the box;
 * what was found is announced politely. Typing asks the three searches once the keys pause
 * (useHeaderSearch), and a search that fails says so in the box.
 * `<HeaderSearch onClose={close} focusRequest={count} />`
 */
export function HeaderSearch({ onClose, focusRequest, initialText = '' }: HeaderSearchProps) {
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [expanded, setExpanded] = useState(true);
  // The chosen result by its key, not its place: a kind that answers later must not move the choice.
  const [activeKey, setActiveKey] = useState<string>();
  const [term, settleNow] = useSettled(text.trim(), HEADER_SEARCH_DELAY_MS);
  const groups = useHeaderSearch(term);
  const options = groups.flatMap((group) => group.options);
  const optionId = (option: SearchOption) => `${id}-${option.key}`;
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const activeOption = options[activeIndex];
  const showing = expanded && text.trim().length >= MIN_SEARCH_LENGTH;

  useEffect(() => input.current?.focus(), [focusRequest]);
  // New results: nothing chosen until an arrow says so.
  const [shownTerm, setShownTerm] = useState(term);
  if (shownTerm !== term) {
    setShownTerm(term);
    setActiveKey(undefined);
  }
  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  });

  const go = (option: SearchOption) => {
    onClose(false);
    void navigate(option.to, { state: option.state });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!showing) return setExpanded(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        activeIndex < 0 && step < 0 ? options.length - 1 : (activeIndex + step + options.length) % options.length;
      setActiveKey(options[next].key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Typed, not asked yet: Enter asks now; a choice waits for the answers to this text.
      if (term !== text.trim()) return settleNow();
      const chosen = activeOption ?? options[0];
      if (showing && chosen) go(chosen);
    }
  };

  const listboxId = `${id}-resultados`;
  return (
    <div
      className="header-search__box"
      onBlur={(event) => {
        // Focus gone elsewhere in the page: the results close; the text stays for a return.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setExpanded(false);
      }}
    >
      <label htmlFor={HEADER_SEARCH_ID} className="visually-hidden">
        Buscar no painel
      </label>
      <Icon name="pi-search" className="header-search__icon" />
      <input
        ref={input}
        id={HEADER_SEARCH_ID}
        type="text"
        role="combobox"
        className="ui-input header-search__input"
        placeholder="Associados, usuários ou remessas"
        autoComplete="off"
        spellCheck={false}
        maxLength={250}
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={listboxId}
        aria-activedescendant={showing && activeOption ? optionId(activeOption) : undefined}
        aria-describedby={`${id}-dica`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setExpanded(true);
        }}
        onFocus={() => setExpanded(true)}
        onKeyDown={onKeyDown}
      />
      <span id={`${id}-dica`} className="visually-hidden">
        Nome, e-mail, CPF/CNPJ ou cidade de associados e usuários; descrição de remessas. Setas para escolher, Enter
        para abrir, Esc para fechar.
      </span>
      <div className="header-search__popup" hidden={!showing}>
        <p className="header-search__status" role="status">
          {showing && term === text.trim() ? summaryOf(groups, term) : ''}
        </p>
        <div role="listbox" id={listboxId} aria-label="Resultados da busca" className="header-search__listbox">
          {showing &&
            groups.map((group) => (
              <div
                key={group.lista}
                role="group"
                aria-labelledby={`${id}-${group.lista}`}
                aria-busy={group.pending}
                className="header-search__group"
              >
                <div id={`${id}-${group.lista}`} role="presentation" className="header-search__group-title">
                  {group.title}
                </div>
                {group.error && (
                  <div role="presentation" className="header-search__error">
                    {group.error}
                  </div>
                )}
                {!group.error && !group.pending && group.options.length === 0 && (
                  <div role="presentation" className="header-search__empty">
                    Nada encontrado.
                  </div>
                )}
                {group.options.map((option) => (
                  <div
                    key={option.key}
                    id={optionId(option)}
                    role="option"
                    aria-selected={option === activeOption}
                    className={`header-search__option ${option.all ? 'header-search__option--all' : ''}`}
                    // The box keeps the focus: a press chooses without blurring it first.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(option)}
                  >
                    <span className="header-search__label">{option.label}</span>
                    {option.detail && <span className="header-search__detail">{option.detail}</span>}
                  </div>
                ))}
              </div>
            ))}
        </div>
      </div>
    </div>
  );
}
