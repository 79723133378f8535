import type { ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { AtivoBadge } from '@/components/badges/ativo-badge';
import type { SelectOption } from '@/components/form/select-field';
import type { FieldText } from '@/components/form/record-merge';
import { tipoAssociadoLabels } from '@/config/domain';
import { Uf, type Associado, type TipoAssociadoId } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import {
  criarAssociadoBodyOneAssociacaoNomeCartorioMax,
  criarAssociadoBodyOneContatoEmailMax,
  criarAssociadoBodyOneEnderecoBairroMax,
  criarAssociadoBodyOneEnderecoCidadeMax,
  criarAssociadoBodyOneEnderecoComplementoMax,
  criarAssociadoBodyOneEnderecoLogradouroMax,
  criarAssociadoBodyOneEnderecoNumeroMax,
  criarAssociadoBodyOneNomeMax,
} from '@/generated/zod/associados/associados.zod';
import type { AssociadoFormValues } from './associado-form-schema';

/**
 * The associate's own fields, once: where each one sits (spec section 2), its label, and how it is
 * typed. The form draws its inputs from this list (associado-fields.tsx), the detail page its
 * values, the conflict dialog its labels, and a new form starts from it. A new optional text field
 * is one line here, one in the schema (associado-form-schema.ts), and the contract.
 */
export const associadoSections = ['Associação', 'Informações de cobrança', 'Contato', 'Endereço'] as const;
export type AssociadoSection = (typeof associadoSections)[number];

/** An associate field's path in the form (and in the contract): `endereco.numero`. */
export type AssociadoFieldName = Exclude<Path<AssociadoFormValues>, `usuarios${string}`>;

/** How a field is typed in the form. */
export type AssociadoInput =
  | { kind: 'text'; maxLength: number; required?: true; type?: 'email' }
  /** A CPF/CNPJ or CNPJ, whose hint says when its check digits do not match. */
  | { kind: 'document'; mask: 'cpfCnpj' | 'cnpj' }
  | { kind: 'masked'; mask: 'cns' | 'phone' | 'cep'; required?: true; hint?: string }
  | { kind: 'select'; options: SelectOption<unknown>[]; placeholder: string }
  /** A past or present day. */
  | { kind: 'date' }
  | { kind: 'money'; hint: string };

interface AssociadoFormField {
  name: AssociadoFieldName;
  label: string;
  section: AssociadoSection;
  input: AssociadoInput;
  /** The detail page's value, where it is not the form's (the type's name as the server gives it). */
  detail?: (associado: Associado) => ReactNode;
}

/** What the detail page shows that the form does not edit. */
interface AssociadoDetailOnly {
  name?: undefined;
  label: string;
  section: AssociadoSection;
  detail: (associado: Associado) => ReactNode;
}

const tipoOptions: SelectOption<TipoAssociadoId>[] = Object.entries(tipoAssociadoLabels).map(([id, label]) => ({
  label,
  value: Number(id) as TipoAssociadoId,
}));

const ufOptions: SelectOption<Uf>[] = Object.values(Uf).map((uf) => ({ label: uf, value: uf }));

export type AssociadoCatalogEntry = AssociadoFormField | AssociadoDetailOnly;

/** In the spec's order, section by section. */
export const associadoFieldCatalog: readonly AssociadoCatalogEntry[] = [
  {
    name: 'nome',
    label: 'Nome',
    section: 'Associação',
    input: { kind: 'text', maxLength: criarAssociadoBodyOneNomeMax, required: true },
  },
  { name: 'cpfCnpj', label: 'CPF/CNPJ', section: 'Associação', input: { kind: 'document', mask: 'cpfCnpj' } },
  {
    name: 'tipoAssociadoId',
    label: 'Tipo de associado',
    section: 'Associação',
    input: { kind: 'select', options: tipoOptions, placeholder: 'Selecione o tipo' },
    detail: (associado) => associado.tipoAssociado.tipoAssociadoNome,
  },
  { label: 'Status', section: 'Associação', detail: (associado) => <AtivoBadge ativo={associado.ativo} /> },
  { name: 'associacao.dataAssociacao', label: 'Data de associação', section: 'Associação', input: { kind: 'date' } },
  {
    name: 'associacao.nomeCartorio',
    label: 'Nome do cartório',
    section: 'Associação',
    input: { kind: 'text', maxLength: criarAssociadoBodyOneAssociacaoNomeCartorioMax, required: true },
  },
  {
    name: 'associacao.cnpjCartorio',
    label: 'CNPJ do cartório',
    section: 'Associação',
    input: { kind: 'document', mask: 'cnpj' },
  },
  {
    name: 'associacao.cns',
    label: 'CNS',
    section: 'Associação',
    input: { kind: 'masked', mask: 'cns', hint: 'Código Nacional de Serventia (opcional).' },
  },
  {
    name: 'associacao.mensalidade',
    label: 'Mensalidade',
    section: 'Informações de cobrança',
    input: { kind: 'money', hint: 'Valor cobrado nas remessas do tipo Mensalidade.' },
  },
  {
    label: 'Último erro de envio',
    section: 'Informações de cobrança',
    detail: (associado) => associado.erroRemessa ?? '',
  },
  {
    name: 'contato.telefone',
    label: 'Telefone',
    section: 'Contato',
    input: { kind: 'masked', mask: 'phone', required: true },
  },
  {
    name: 'contato.email',
    label: 'E-mail',
    section: 'Contato',
    input: { kind: 'text', maxLength: criarAssociadoBodyOneContatoEmailMax, required: true, type: 'email' },
  },
  {
    name: 'endereco.cep',
    label: 'CEP',
    section: 'Endereço',
    input: { kind: 'masked', mask: 'cep', required: true, hint: 'Ao sair do campo, o endereço é preenchido pelo CEP.' },
  },
  {
    name: 'endereco.logradouro',
    label: 'Logradouro',
    section: 'Endereço',
    input: { kind: 'text', maxLength: criarAssociadoBodyOneEnderecoLogradouroMax, required: true },
  },
  {
    name: 'endereco.numero',
    label: 'Número',
    section: 'Endereço',
    input: { kind: 'text', maxLength: criarAssociadoBodyOneEnderecoNumeroMax, required: true },
  },
  {
    name: 'endereco.complemento',
    label: 'Complemento',
    section: 'Endereço',
    input: { kind: 'text', maxLength: criarAssociadoBodyOneEnderecoComplementoMax },
  },
  {
    name: 'endereco.bairro',
    label: 'Bairro',
    section: 'Endereço',
    input: { kind: 'text', maxLength: criarAssociadoBodyOneEnderecoBairroMax, required: true },
  },
  {
    name: 'endereco.cidade',
    label: 'Cidade',
    section: 'Endereço',
    input: { kind: 'text', maxLength: criarAssociadoBodyOneEnderecoCidadeMax, required: true },
  },
  {
    name: 'endereco.uf',
    label: 'UF',
    section: 'Endereço',
    input: { kind: 'select', options: ufOptions, placeholder: 'Selecione a UF' },
  },
];

export const associadoFormFields = associadoFieldCatalog.filter(
  (field): field is AssociadoFormField => field.name !== undefined,
);

/** A form value as the detail page and the conflict dialog write it (the form holds masks already). */
export function showFormValue(input: AssociadoInput, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (input.kind) {
    case 'select':
      return input.options.find((option) => option.value === value)?.label ?? '';
    case 'date':
      return formatDate(value as Date);
    case 'money':
      return formatMoney(value as number);
    default:
      return String(value);
  }
}

/** The form's labels and how its values read, by path, for the conflict dialog. */
export const associadoFieldTexts: Record<string, FieldText> = Object.fromEntries(
  associadoFormFields.map(({ name, label, input }) => [
    name,
    { label, format: (value: unknown) => showFormValue(input, value) },
  ]),
);

/** A new associate's fields: empty texts, and no choice, day or amount yet (null). */
export function emptyAssociadoFields() {
  const values: Record<string, Record<string, unknown> | unknown> = {};
  for (const { name, input } of associadoFormFields) {
    const empty = input.kind === 'select' || input.kind === 'date' || input.kind === 'money' ? null : '';
    const [section, key] = name.split('.');
    if (key === undefined) values[section] = empty;
    else values[section] = { ...(values[section] as Record<string, unknown> | undefined), [key]: empty };
  }
  return values as Omit<AssociadoFormValues, 'usuarios'>;
}
