import type { Associado } from '@/generated/model';
import { toDate } from '@/utils/br/dates';
import type { SendBackRule } from '@/lib/http/send-back-guard';
import { maskedFromServer } from '@/utils/br/masks';
import { emptyAssociadoFields } from './associado-field-catalog';
import type { AssociadoFormValues } from './associado-form-schema';

type TextKeys<E> = { [K in keyof E]: E[K] extends string ? K : never }[keyof E];

/** A stored section with '' where the form holds text and the server sent none (null or absent). */
function withEmptyTexts<T extends object, E extends object>(stored: T, empty: E): T & Pick<E, TextKeys<E>> {
  const section = { ...stored } as Record<string, unknown>;
  for (const [key, value] of Object.entries(empty)) if (value === '' && section[key] == null) section[key] = '';
  return section as T & Pick<E, TextKeys<E>>;
}

/**
 * A stored associate as the form shows it: the contract's values, with masks on documents, phones
 * and the CEP (a value the mask cannot show whole kept as it came, so it is sent back unchanged), Dates for dates and '' for an empty optional text. A new plain text field needs no
 * line here (nor in associadoFormToPayload). Kept apart from the form's schema: the detail page
 * shows these values too, and loads no zod.
 */
export const associadoToForm = ({
  nome,
  cpfCnpj,
  tipoAssociado,
  associacao,
  contato,
  endereco,
  usuarios,
}: Associado): AssociadoFormValues => {
  const empty = emptyAssociadoFields();
  return {
    nome,
    cpfCnpj: maskedFromServer('cpfCnpj', cpfCnpj),
    tipoAssociadoId: tipoAssociado.tipoAssociadoId,
    associacao: {
      ...withEmptyTexts(associacao, empty.associacao),
      cnpjCartorio: maskedFromServer('cnpj', associacao.cnpjCartorio),
      dataAssociacao: toDate(associacao.dataAssociacao),
      cns: maskedFromServer('cns', associacao.cns),
    },
    contato: { ...withEmptyTexts(contato, empty.contato), telefone: maskedFromServer('phone', contato.telefone) },
    endereco: { ...withEmptyTexts(endereco, empty.endereco), cep: maskedFromServer('cep', endereco.cep) },
    usuarios: usuarios.map((usuario) => ({
      ...usuario,
      usuarioId: usuario.usuarioId ?? null,
      dataNasc: toDate(usuario.dataNasc),
      telefone: maskedFromServer('phone', usuario.telefone),
    })),
  };
};

/**
 * What a save sends back whole (users included), the edit form's and a Reajuste's: never from a
 * part the server did not send.
 */
export const associadoSendBack: SendBackRule = {
  of: 'do associado',
  lists: ['usuarios'],
  parts: ['tipoAssociado', 'associacao', 'contato', 'endereco'],
  ignore: ['remessas'],
};
