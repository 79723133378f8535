import { Button } from '@/components/ui/button';
import { Dialog } from 'primereact/dialog';
import { installPrimeReactLocale } from '@/lib/primereact-locale';
import { useId, useState } from 'react';
import { useReturnFocus } from '@/components/dialogs';
import type { Choice } from '@/lib/three-way-merge';
import type { ConflictLine } from './record-merge';
import './record-conflicts.css';

// Its PrimeReact widgets speak Portuguese and are drawn by the theme (its widgets' rules load with that module).
installPrimeReactLocale();

export interface RecordConflictsDialogProps {
  /** "Este associado foi alterado por outra pessoa enquanto você editava." */
  title: string;
  /** Each conflicting field, by the merge's path. */
  conflicts: (ConflictLine & { path: string })[];
  /** The choices, once every field has one; the form then saves again. */
  onChoose: (choices: Record<string, Choice>) => void;
  onCancel: () => void;
}

/**
 * The fields a colleague saved differently while this person edited them: both values as the form
 * shows them, and for each a choice (keep mine / take theirs) before saving again. Nothing was sent.
 */
export function RecordConflictsDialog({ title, conflicts, onChoose, onCancel }: RecordConflictsDialogProps) {
  useReturnFocus();
  const id = useId();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const complete = conflicts.every((conflict) => choices[conflict.path] !== undefined);
  const choose = (path: string, choice: Choice) => setChoices((current) => ({ ...current, [path]: choice }));

  return (
    <Dialog
      visible
      onHide={onCancel}
      header={title}
      className="app-dialog record-conflicts"
      draggable={false}
      resizable={false}
      footer={
        <div className="app-dialog__footer">
          <Button type="button" label="Cancelar" variant="outlined" severity="secondary" onClick={onCancel} />
          <Button
            type="button"
            label="Salvar com estas escolhas"
            severity="info"
            disabled={!complete}
            onClick={() => onChoose(choices)}
          />
        </div>
      }
    >
      <p className="app-dialog__description">
        Nada foi salvo ainda. Escolha, para cada campo abaixo, qual valor deve ficar; depois salve novamente.
      </p>
      {conflicts.map((conflict, index) => {
        const name = `${id}-campo-${index}`;
        const option = (choice: Choice, label: string, value: string) => (
          <label className="record-conflicts__option">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={choices[conflict.path] === choice}
              onChange={() => choose(conflict.path, choice)}
            />
            <span>
              {label}: <strong>{value}</strong>
            </span>
          </label>
        );
        return (
          <fieldset key={conflict.path} className="record-conflicts__field">
            <legend>{conflict.label}</legend>
            {option('mine', 'Manter o meu', conflict.mine)}
            {option('theirs', 'Usar o da outra pessoa', conflict.theirs)}
          </fieldset>
        );
      })}
    </Dialog>
  );
}
