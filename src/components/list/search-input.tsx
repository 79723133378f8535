import { Icon } from '@/components/ui/icon';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { usePageSearch } from '@/components/layout/skip-links';
import { timings } from '@/config/app';
import './list.css';

interface SearchInputProps {
  /** Accessible name of the field (visually hidden; the placeholder says what to type). */
  label: string;
  placeholder: string;
  /** The search in force (e.g. from the URL); the field follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text once typing pauses for `delayMs`, or at once on Enter. */
  onSearch: (search: string) => void;
  delayMs?: number;
  className?: string;
}

/**
 * A search box that waits for the user to stop typing (1200 ms by default) before searching;
 * Enter searches at once.
 * `<SearchInput label="Pesquisar" placeholder="Pesquisar por descrição" value={list.search} onSearch={list.setSearch} />`
 */
export function SearchInput({
  label,
  placeholder,
  value,
  onSearch,
  delayMs = timings.searchDebounceMs,
  className,
}: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [followed, setFollowed] = useState(value);
  const field = useRef<HTMLInputElement>(null);
  usePageSearch(field);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The timer reads the latest props, not those of the keystroke that started it.
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  // The search changed elsewhere (back/forward, a pasted link): show it. Its own commit of what
  // is typed changes nothing (a trailing space being typed stays).
  if (value !== followed) {
    setFollowed(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    const search = next.trim();
    if (search !== latest.current.value) latest.current.onSearch(search);
  };

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), delayMs);
  };

  return (
    <div className={`search-input ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="pi-search" className="search-input__icon" />
      <Input
        ref={field}
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={250}
        autoComplete="off"
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(text);
          }
        }}
        className="search-input__field"
      />
    </div>
  );
}
