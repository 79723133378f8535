import { useId, useState } from 'react';
import { Button, type IconName } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { getErrorMessage } from '@/lib/http/error-message';
import { formatCount } from '@/utils/br/numbers';
import { selectedText, type SelectionNoun } from './selection-texts';
import type { ListSelection, RowOrigin, SelectedRow } from './use-list-selection';
import './list.css';

/** An action on the chosen rows: a button of the bar. */
export interface SelectionAction<T> {
  label: string;
  icon: IconName;
  severity?: 'danger';
  /** Asks its confirm and does it (or starts its batch); never called with no row chosen. */
  run: (rows: readonly SelectedRow<T>[]) => Promise<unknown> | void;
}

/** Every row the search and filters match, and where each is in the search. */
export interface EveryRow<T> {
  rows: readonly T[];
  origin?: (index: number) => RowOrigin;
}

interface SelectionBarProps<T> {
  selection: ListSelection<T>;
  noun: SelectionNoun;
  /** The rows on screen, whether another page is on its way, and where they are in the search. */
  page: { rows: readonly T[]; busy: boolean; origin?: (index: number) => RowOrigin };
  /** The search's total: "Selecionar todos os 12.500" (0 while the list loads, or when it finds nothing). */
  total: number;
  /** Reads every row the search and filters match (readEveryRow). */
  readAll: () => Promise<EveryRow<T>>;
  actions: readonly SelectionAction<T>[];
  /** Why the actions wait (a batch is running), or nothing. */
  busy?: string;
}

/**
 * The bar above a list whose rows can be chosen: the page's checkbox, how many are chosen (said
 * politely to screen readers), Selecionar todos os N (every row the search and filters match, from
 * the server), Limpar seleção, and the actions on the choice. An action pressed with nothing chosen
 * says so and does nothing.
 * `<SelectionBar selection={selection} noun={noun} page={{ rows: view.rows, busy }} total={view.total} readAll={…} actions={[…]} />`
 */
export function SelectionBar<T>({ selection, noun, page, total, readAll, actions, busy }: SelectionBarProps<T>) {
  const pageId = useId();
  const [readingAll, setReadingAll] = useState(false);
  const [running, setRunning] = useState<string>();
  const [message, setMessage] = useState<string>();
  const pageAll = page.rows.length > 0 && page.rows.every((row) => selection.has(row));
  const todos = noun.feminine ? 'todas as' : 'todos os';

  const selectAll = async () => {
    setMessage(undefined);
    setReadingAll(true);
    try {
      const every = await readAll();
      selection.add(every.rows, every.origin);
    } catch (error) {
      setMessage(`Não foi possível selecionar ${todos} ${noun.plural}. ${getErrorMessage(error)}`);
    } finally {
      setReadingAll(false);
    }
  };

  const run = async (action: SelectionAction<T>) => {
    if (selection.count === 0) {
      setMessage(
        `${selectedText(0, noun)}. Marque ao menos ${noun.feminine ? 'uma' : 'um'} na lista antes de ${action.label}.`,
      );
      return;
    }
    setMessage(undefined);
    setRunning(action.label);
    try {
      await action.run(selection.rows);
    } finally {
      setRunning(undefined);
    }
  };

  return (
    <div className="selection-bar" role="group" aria-label={`Seleção de ${noun.plural}`}>
      <div className="selection-bar__choice">
        <div className="checkbox-field">
          <Checkbox
            id={pageId}
            checked={pageAll}
            // While another page is on its way, "this page" would be the one leaving.
            disabled={page.rows.length === 0 || page.busy}
            onChange={() => selection.togglePage(page.rows, page.origin)}
          />
          <label htmlFor={pageId}>Selecionar {noun.feminine ? 'todas' : 'todos'} desta página</label>
        </div>
        <span className="selection-bar__count" role="status" aria-live="polite">
          {selectedText(selection.count, noun)}
        </span>
        <Button
          label={`Selecionar ${todos} ${formatCount(total)}`}
          variant="text"
          size="small"
          loading={readingAll}
          // Its place is kept while the list loads (nothing below it moves when the total arrives).
          className={total === 0 ? 'selection-bar__hidden' : undefined}
          onClick={() => void selectAll()}
        />
        {selection.count > 0 && (
          <Button
            label="Limpar seleção"
            variant="text"
            size="small"
            severity="secondary"
            onClick={() => {
              setMessage(undefined);
              selection.clear();
            }}
          />
        )}
      </div>
      <div className="selection-bar__actions">
        {actions.map((action) => (
          <Button
            key={action.label}
            label={action.label}
            icon={action.icon}
            size="small"
            variant="outlined"
            severity={action.severity}
            loading={running === action.label}
            disabled={busy !== undefined || (running !== undefined && running !== action.label)}
            title={busy}
            onClick={() => void run(action)}
          />
        ))}
      </div>
      {message && (
        <p className="notice selection-bar__message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
