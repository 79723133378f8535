import { z } from 'zod';
import { tipoAssociadoLabels } from '@/config/domain';
import { Uf, type AssociadoSalvar, type TipoAssociadoId, type UsuarioDoAssociado } from '@/generated/model';
import {
  criarAssociadoBodyOneAssociacaoNomeCartorioMax,
  criarAssociadoBodyOneContatoEmailMax,
  criarAssociadoBodyOneEnderecoBairroMax,
  criarAssociadoBodyOneEnderecoCidadeMax,
  criarAssociadoBodyOneEnderecoComplementoMax,
  criarAssociadoBodyOneEnderecoLogradouroMax,
  criarAssociadoBodyOneEnderecoNumeroMax,
  criarAssociadoBodyOneNomeMax,
  criarAssociadoBodyTwoUsuariosItemEmailMax,
  criarAssociadoBodyTwoUsuariosItemLoginMax,
  criarAssociadoBodyTwoUsuariosItemNomeMax,
} from '@/generated/zod/associados/associados.zod';
import { optionalText, requiredEmail, requiredText } from '@/lib/forms/text-rules';
import { toIsoDate } from '@/utils/br/dates';
import { onlyDigits } from '@/utils/br/digits';
import { isMaskShaped, maskedToSend, type InputMaskName } from '@/utils/br/masks';
import { hasValidCpfCnpjLength } from '@/utils/br/documents';
import { emptyAssociadoFields } from './associado-field-catalog';

/** The member users' limits in the contract, for the inputs' maxLength (the associate's own: associado-field-catalog.tsx). */
export const usuarioLimits = {
  nome: criarAssociadoBodyTwoUsuariosItemNomeMax,
  login: criarAssociadoBodyTwoUsuariosItemLoginMax,
  email: criarAssociadoBodyTwoUsuariosItemEmailMax,
} as const;

/** A CEP with its mask (99999-999): the length that triggers the address lookup (spec section 9). */
export const CEP_MASKED_LENGTH = 9;

/**
 * Masked digits: required, then a complete value (`isComplete` tells when it is). A stored value
 * the mask cannot show whole, kept as it came and not edited, is not the person's input: it is
 * sent back as it is, and the rules apply once the field is edited (`isMaskShaped`).
 */
const maskedDigits = (mask: InputMaskName, required: string, invalid: string, isComplete: (value: string) => boolean) =>
  z
    .string()
    .min(1, required)
    .refine((value) => !isMaskShaped(mask, value) || isComplete(value), invalid);

const phone = (required: string) =>
  maskedDigits('phone', required, 'Necessário informar telefone válido.', (value) => onlyDigits(value).length >= 10);

const cpfCnpj = (mask: 'cpfCnpj' | 'cnpj', required: string) =>
  maskedDigits(mask, required, 'Necessário informar CPF/CNPJ válido.', hasValidCpfCnpjLength);

/** A picker or select that starts empty (null): required with `message`, non-null once parsed. */
const requiredChoice = <T extends z.ZodType>(schema: T, message: string) =>
  schema.nullable().transform((value, context) => {
    if (value === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });

const usuarioSchema = z.object({
  /** Null for a user added in this form; the login of an existing user is locked. */
  usuarioId: z.number().nullable(),
  nome: requiredText('Nome', criarAssociadoBodyTwoUsuariosItemNomeMax),
  login: requiredText('Login', criarAssociadoBodyTwoUsuariosItemLoginMax),
  email: requiredEmail(criarAssociadoBodyTwoUsuariosItemEmailMax),
  dataNasc: requiredChoice(z.date(), 'Data de nascimento é obrigatório.'),
  telefone: phone('Telefone é obrigatório.'),
});

/** The associate form (spec section 5), in the contract's shape; masked texts, dates and money as the fields hold them. */
export const associadoFormSchema = z.object({
  nome: requiredText('Nome', criarAssociadoBodyOneNomeMax),
  cpfCnpj: cpfCnpj('cpfCnpj', 'CPF/CNPJ é obrigatório.'),
  tipoAssociadoId: requiredChoice(z.union([z.literal(1), z.literal(2)]), 'Tipo Associado é obrigatório.'),
  associacao: z.object({
    nomeCartorio: requiredText('Nome do cartório', criarAssociadoBodyOneAssociacaoNomeCartorioMax),
    cnpjCartorio: cpfCnpj('cnpj', 'CNPJ do cartório é obrigatório.'),
    dataAssociacao: requiredChoice(z.date(), 'Data é obrigatória.'),
    mensalidade: requiredChoice(z.number(), 'Valor é obrigatório.'),
    cns: z
      .string()
      .refine(
        (value) => value === '' || !isMaskShaped('cns', value) || onlyDigits(value).length === 6,
        'Necessário informar CNS válido.',
      ),
  }),
  contato: z.object({
    telefone: phone('Telefone é obrigatório.'),
    email: requiredEmail(criarAssociadoBodyOneContatoEmailMax),
  }),
  endereco: z.object({
    cep: maskedDigits(
      'cep',
      'CEP é obrigatório.',
      'Necessário informar CEP válido.',
      (value) => value.length === CEP_MASKED_LENGTH,
    ),
    logradouro: requiredText('Logradouro', criarAssociadoBodyOneEnderecoLogradouroMax),
    numero: requiredText('Número', criarAssociadoBodyOneEnderecoNumeroMax),
    complemento: optionalText('Complemento', criarAssociadoBodyOneEnderecoComplementoMax),
    bairro: requiredText('Bairro', criarAssociadoBodyOneEnderecoBairroMax),
    cidade: requiredText('Cidade', criarAssociadoBodyOneEnderecoCidadeMax),
    uf: requiredChoice(z.enum(Uf), 'UF é obrigatório.'),
  }),
  usuarios: z.array(usuarioSchema),
});

export type AssociadoFormValues = z.input<typeof associadoFormSchema>;
export type AssociadoFormOutput = z.output<typeof associadoFormSchema>;
export type UsuarioFormValues = z.input<typeof usuarioSchema>;

export const emptyUsuario = (): UsuarioFormValues => ({
  usuarioId: null,
  nome: '',
  login: '',
  email: '',
  dataNasc: null,
  telefone: '',
});

/** A new form: everything empty and one empty user block (spec section 2). */
export const emptyAssociadoForm = (): AssociadoFormValues => ({
  ...emptyAssociadoFields(),
  usuarios: [emptyUsuario()],
});

/**
 * The body of POST/PUT /api/associados (spec section 7): digits for documents, phones and CEP,
 * ISO dates, mensalidade as a number, cns digits or null, an empty optional text as ''.
 */
export const associadoFormToPayload = ({
  nome,
  cpfCnpj,
  tipoAssociadoId,
  associacao,
  contato,
  endereco,
  usuarios,
}: AssociadoFormOutput): AssociadoSalvar => ({
  nome,
  cpfCnpj: maskedToSend('cpfCnpj', cpfCnpj),
  tipoAssociado: { tipoAssociadoId, tipoAssociadoNome: tipoAssociadoLabels[tipoAssociadoId as TipoAssociadoId] },
  associacao: {
    ...associacao,
    cnpjCartorio: maskedToSend('cnpj', associacao.cnpjCartorio),
    dataAssociacao: toIsoDate(associacao.dataAssociacao),
    cns: maskedToSend('cns', associacao.cns) || null,
  },
  contato: { ...contato, telefone: maskedToSend('phone', contato.telefone) },
  endereco: { ...endereco, cep: maskedToSend('cep', endereco.cep) },
  usuarios: usuarios.map((usuario): UsuarioDoAssociado => ({
    ...usuario,
    dataNasc: toIsoDate(usuario.dataNasc),
    telefone: maskedToSend('phone', usuario.telefone),
  })),
});
