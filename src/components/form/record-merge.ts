import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { EntryKey, MergeConflict } from '@/lib/three-way-merge';

/** One line of the conflict dialog: the field by its form label, and both values as the form shows them. */
export interface ConflictLine {
  label: string;
  mine: string;
  theirs: string;
}

/**
 * What an edit form tells FormShell about the record it edits, so that a save never undoes a
 * colleague's saved change (docs/decisions/0016-concurrent-edits.md): the record as the page's
 * query has it (a fresher answer is taken into the form), how to read it again right before the
 * save, and how to name and show its fields in the conflict dialog.
 */
export interface EditedRecord<R, Values extends FieldValues, Output> {
  /** The record from the page's query; when a fresher one arrives the form takes it. */
  record: R;
  toForm: (record: R) => Values;
  /** One GET of the record as the server has it now (the cache is left alone). */
  readCurrent: () => Promise<R>;
  /** The form's schema: merged values are checked and parsed with it before they are sent. */
  schema: z.ZodType<Output, Values>;
  /** Arrays whose entries are matched by an id (`{ usuarios: 'usuarioId' }`). */
  keys?: Record<string, EntryKey>;
  /** "Este associado foi alterado por outra pessoa enquanto você editava." */
  changedByOther: string;
  /** A conflict as the dialog lists it. */
  describe: (conflict: MergeConflict, sides: { mine: Values; theirs: Values }) => ConflictLine;
}

/** A field's label and how its value reads on screen. */
export interface FieldText {
  label: string;
  format?: (value: never) => string;
}

/** How an empty value reads in the conflict dialog. */
export const EMPTY_VALUE = '(vazio)';

/** A value as text, by the field's formatter, or as it is; empty ones as EMPTY_VALUE. */
export function showValue(value: unknown, format?: (value: never) => string): string {
  const text = format ? format(value as never) : value === null || value === undefined ? '' : String(value);
  return text.trim() === '' ? EMPTY_VALUE : text;
}

/**
 * `describe` for a form whose fields are listed by path without ids (`endereco.numero`,
 * `usuarios.email`); `entry` names what a keyed entry's fields belong to ("Usuário 2 — ").
 * `describeBy({ nome: { label: 'Nome' } })`
 */
export function describeBy<Values extends FieldValues>(
  fields: Record<string, FieldText>,
  entry?: (conflict: MergeConflict, sides: { mine: Values; theirs: Values }) => string,
) {
  return (conflict: MergeConflict, sides: { mine: Values; theirs: Values }): ConflictLine => {
    const field = fields[conflict.field] ?? { label: conflict.field };
    const prefix = conflict.entryId !== undefined && entry ? entry(conflict, sides) : '';
    return {
      label: prefix + field.label,
      mine: showValue(conflict.mine, field.format),
      theirs: showValue(conflict.theirs, field.format),
    };
  };
}
