import { useId } from 'react';
import { Select } from '@/components/ui/select';
import './list.css';
import { Icon } from '@/components/ui/icon';

interface FilterChipsProps {
  /** Label and placeholder of the select: "Filtrar por". */
  label: string;
  options: readonly string[];
  /** The chosen filters, in the order they were added. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Text of the chip that removes every filter. */
  clearLabel?: string;
}

/**
 * A select that adds filters as removable chips, plus a chip that clears them all. A filter
 * already chosen is not offered again.
 * `<FilterChips label="Filtrar por" options={['Nome', 'Cidade']} value={filters} onChange={setFilters} />`
 */
export function FilterChips({ label, options, value, onChange, clearLabel = 'Limpar filtros' }: FilterChipsProps) {
  const id = useId();
  const available = options
    .filter((option) => !value.includes(option))
    .map((option) => ({ label: option, value: option }));

  return (
    <div className="filter-chips">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Select
        id={id}
        value={null}
        options={available}
        placeholder={label}
        disabled={available.length === 0}
        onChange={(chosen) => {
          if (!value.includes(chosen)) onChange([...value, chosen]);
        }}
        className="filter-chips__select"
      />
      {value.length > 0 && (
        <ul className="filter-chips__list" aria-label="Filtros aplicados">
          {value.map((filter) => (
            <li key={filter} className="filter-chip">
              <span>{filter}</span>
              <button
                type="button"
                className="filter-chip__remove"
                aria-label={`Remover filtro ${filter}`}
                onClick={() => onChange(value.filter((item) => item !== filter))}
              >
                <Icon name="pi-times" />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="filter-chip filter-chip--clear" onClick={() => onChange([])}>
              {clearLabel}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
