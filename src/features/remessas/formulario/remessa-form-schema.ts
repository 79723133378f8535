import { z } from 'zod';
import { situacaoRemessaLabels, tipoAssociadoLabels, tipoRemessaLabels } from '@/config/domain';
import {
  SituacaoRemessaId,
  TipoAssociadoId,
  TipoRemessaId,
  type RemessaAtualizar,
  type RemessaDetalhe,
  type RemessaSalvar,
  type SituacaoRemessaId as SituacaoRemessaIdValue,
} from '@/generated/model';
import {
  criarRemessaBodyDescricaoMax,
  criarRemessaBodyObservacaoMax,
  criarRemessaBodyParagrafoPersonalizadoMax,
} from '@/generated/zod/remessas/remessas.zod';
import { optionalText, requiredText } from '@/lib/forms/text-rules';
import { startOfToday, toDate, toIsoDate } from '@/utils/br/dates';
import { hasVariableValue } from '../remessa-rules';

export const remessaFormLimits = {
  descricao: criarRemessaBodyDescricaoMax,
  observacao: criarRemessaBodyObservacaoMax,
  paragrafoPersonalizado: criarRemessaBodyParagrafoPersonalizadoMax,
} as const;

const DATA_MESSAGE = 'Necessário informar a data atual ou uma data futura.';

/**
 * The remessa form (spec section 5). "Nome" is `observacao` and "Descrição" is `descricao`
 * (docs/decisions/0003-remessa-nome-e-descricao.md). The value is only required, and only sent,
 * when the type is not 1 Mensalidade.
 */
export const remessaFormSchema = z
  .object({
    tipoRemessaId: z
      .enum(TipoRemessaId)
      .nullable()
      .pipe(z.enum(TipoRemessaId, { error: 'Tipo de remessa é obrigatório.' })),
    observacao: optionalText('Nome', remessaFormLimits.observacao),
    descricao: requiredText('Descrição', remessaFormLimits.descricao),
    paragrafoPersonalizado: optionalText('Parágrafo personalizado', remessaFormLimits.paragrafoPersonalizado),
    valorRemessa: z.number().nullable(),
    // Checked when the form is validated, so a form left open overnight still rejects yesterday.
    dataVencimento: z
      .date()
      .nullable()
      .pipe(z.date({ error: DATA_MESSAGE }).refine((date) => date >= startOfToday(), DATA_MESSAGE)),
    tipoAssociadoId: z
      .enum(TipoAssociadoId)
      .nullable()
      .pipe(z.enum(TipoAssociadoId, { error: 'Obrigatório informar o tipo de pagantes.' })),
    /** Only on the edit form; null keeps the current status. */
    situacaoRemessaId: z.enum(SituacaoRemessaId).nullable(),
  })
  .superRefine(
    (values, context) => {
      if (hasVariableValue(values.tipoRemessaId)) return;
      if (values.valorRemessa === null) {
        context.addIssue({ code: 'custom', path: ['valorRemessa'], message: 'Valor é obrigatório.' });
      } else if (values.valorRemessa <= 0) {
        context.addIssue({ code: 'custom', path: ['valorRemessa'], message: 'O valor deve ser maior que zero.' });
      }
    },
    // Also when other fields are wrong, so every message shows on the first submit.
    { when: () => true },
  );

/** What the form holds while being filled: the selects and the date may still be empty. */
export type RemessaFormValues = z.input<typeof remessaFormSchema>;
export type RemessaFormOutput = z.output<typeof remessaFormSchema>;

export const emptyRemessaForm: RemessaFormValues = {
  tipoRemessaId: null,
  observacao: '',
  descricao: '',
  paragrafoPersonalizado: '',
  valorRemessa: null,
  dataVencimento: null,
  tipoAssociadoId: null,
  situacaoRemessaId: null,
};

/** The edit form starts from the remessa as the server has it. */
export function remessaToForm(remessa: RemessaDetalhe): RemessaFormValues {
  return {
    tipoRemessaId: remessa.tipoRemessa.tipoRemessaId,
    observacao: remessa.observacao ?? '',
    descricao: remessa.descricao,
    paragrafoPersonalizado: remessa.paragrafoPersonalizado ?? '',
    // Mensalidade travels as 0: the field starts empty if the type is changed.
    valorRemessa: hasVariableValue(remessa.tipoRemessa.tipoRemessaId) ? null : remessa.valorRemessa,
    dataVencimento: toDate(remessa.dataVencimento),
    tipoAssociadoId: remessa.tipoAssociado.tipoAssociadoId,
    situacaoRemessaId: remessa.situacaoRemessa.situacaoRemessaId,
  };
}

/** Body of POST /api/remessas (spec section 7): ISO date, texts left empty as '', valorRemessa a number (0 for Mensalidade). */
export function toRemessaSalvar(values: RemessaFormOutput): RemessaSalvar {
  return {
    descricao: values.descricao,
    observacao: values.observacao,
    paragrafoPersonalizado: values.paragrafoPersonalizado,
    tipoRemessa: { tipoRemessaId: values.tipoRemessaId, tipoRemessaNome: tipoRemessaLabels[values.tipoRemessaId] },
    dataVencimento: toIsoDate(values.dataVencimento),
    valorRemessa: hasVariableValue(values.tipoRemessaId) ? 0 : (values.valorRemessa ?? 0),
    tipoAssociado: {
      tipoAssociadoId: values.tipoAssociadoId,
      tipoAssociadoNome: tipoAssociadoLabels[values.tipoAssociadoId],
    },
  };
}

/** Body of PUT /api/remessas: the same plus the id and the chosen status. */
export function toRemessaAtualizar(
  values: RemessaFormOutput,
  remessaId: number,
  currentSituacao: SituacaoRemessaIdValue,
): RemessaAtualizar {
  const situacaoRemessaId = values.situacaoRemessaId ?? currentSituacao;
  return {
    ...toRemessaSalvar(values),
    remessaId,
    situacaoRemessa: { situacaoRemessaId, situacaoRemessaNome: situacaoRemessaLabels[situacaoRemessaId] },
  };
}
