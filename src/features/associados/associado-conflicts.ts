import { describeBy, type FieldText } from '@/components/form/record-merge';
import { tipoAssociadoLabels } from '@/config/domain';
import type { TipoAssociadoId } from '@/generated/model';
import type { MergeConflict } from '@/lib/three-way-merge';
import { formatDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import type { AssociadoFormValues, UsuarioFormValues } from './associado-form-schema';

/** The associate form's users are matched by id when two people edit them. */
export const associadoFormKeys = { usuarios: 'usuarioId' };

const money = (value: number | null) => (value === null ? '' : formatMoney(value));
const day = (value: Date | null) => formatDate(value);

/** A user block in the dialog: its name and login, as the block shows them. */
const usuarioSummary = (usuario: UsuarioFormValues | undefined) =>
  usuario ? `${usuario.nome} (login ${usuario.login})` : 'Removido';

/** The form's labels; the form already holds documents, phones and the CEP with their masks. */
const fields: Record<string, FieldText> = {
  nome: { label: 'Nome' },
  cpfCnpj: { label: 'CPF/CNPJ' },
  tipoAssociadoId: {
    label: 'Tipo de associado',
    format: (id: TipoAssociadoId | null) => (id === null ? '' : tipoAssociadoLabels[id]),
  },
  'associacao.dataAssociacao': { label: 'Data de associação', format: day },
  'associacao.nomeCartorio': { label: 'Nome do cartório' },
  'associacao.cnpjCartorio': { label: 'CNPJ do cartório' },
  'associacao.cns': { label: 'CNS' },
  'associacao.mensalidade': { label: 'Mensalidade', format: money },
  'contato.telefone': { label: 'Telefone' },
  'contato.email': { label: 'E-mail' },
  'endereco.cep': { label: 'CEP' },
  'endereco.logradouro': { label: 'Logradouro' },
  'endereco.numero': { label: 'Número' },
  'endereco.complemento': { label: 'Complemento' },
  'endereco.bairro': { label: 'Bairro' },
  'endereco.cidade': { label: 'Cidade' },
  'endereco.uf': { label: 'UF' },
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
