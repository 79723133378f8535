import { describeBy, type FieldText } from '@/components/form/record-merge';
import type { MergeConflict } from '@/lib/three-way-merge';
import { formatDate } from '@/utils/br/dates';
import { associadoFieldTexts } from './associado-field-catalog';
import type { AssociadoFormValues, UsuarioFormValues } from './associado-form-schema';

/**
 * The associate form's users are matched by id when two people edit them, and a new block by its
 * login (locked once saved), so a user the server already has is never sent as a second one.
 */
export const associadoFormKeys = { usuarios: { id: 'usuarioId', alsoBy: 'login' } };

const day = (value: Date | null) => formatDate(value);

/** A user block in the dialog: its name and login, as the block shows them. */
const usuarioSummary = (usuario: UsuarioFormValues | undefined) =>
  usuario ? `${usuario.nome} (login ${usuario.login})` : 'Removido';

/** The form's labels and values: the associate's own (the catalogue), then its users' blocks. */
const fields: Record<string, FieldText> = {
  ...associadoFieldTexts,
  usuarios: { label: 'Usuário', format: usuarioSummary },
  'usuarios.nome': { label: 'Nome' },
  'usuarios.login': { label: 'Login' },
  'usuarios.email': { label: 'E-mail' },
  'usuarios.dataNasc': { label: 'Data de nascimento', format: day },
  'usuarios.telefone': { label: 'Telefone' },
};

/** "Usuário Ana Souza — " before a user block's field (a whole block's values name its user). */
function usuarioOf(
  conflict: MergeConflict,
  { mine, theirs }: { mine: AssociadoFormValues; theirs: AssociadoFormValues },
) {
  if (conflict.field === 'usuarios') return '';
  const usuario = [...mine.usuarios, ...theirs.usuarios].find((candidate) => candidate.usuarioId === conflict.entryId);
  return `Usuário ${usuario?.nome ?? ''} — `;
}

/** The associate form's conflicts as the dialog lists them. */
export const describeAssociadoConflict = describeBy<AssociadoFormValues>(fields, usuarioOf);

export const ASSOCIADO_CHANGED_BY_OTHER = 'Este associado foi alterado por outra pessoa enquanto você editava.';
