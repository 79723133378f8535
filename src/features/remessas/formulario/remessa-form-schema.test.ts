// @vitest-environment node
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { describe, expect, it } from 'vitest';
import { readDate } from '@/components/ui/date-input';
import { startOfToday } from '@/utils/br/dates';
import { AtualizarRemessaBody, CriarRemessaBody } from '@/generated/zod/remessas/remessas.zod';
import {
  emptyRemessaForm,
  remessaFormSchema,
  toRemessaAtualizar,
  toRemessaSalvar,
  type RemessaFormValues,
} from './remessa-form-schema';

const valid: RemessaFormValues = {
  ...emptyRemessaForm,
  tipoRemessaId: 4,
  descricao: '  Taxa de certificação  ',
  observacao: '',
  valorRemessa: 80.5,
  dataVencimento: addDays(startOfToday(), 3),
  tipoAssociadoId: 1,
};

const messagesOf = (input: RemessaFormValues) => {
  const result = remessaFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('remessaFormSchema', { tags: ['dates'] }, () => {
  it('gives every message of spec section 5 at once', () => {
    expect(messagesOf(emptyRemessaForm)).toEqual({
      tipoRemessaId: 'Tipo de remessa é obrigatório.',
      descricao: 'Descrição é obrigatório.',
      valorRemessa: 'Valor é obrigatório.',
      dataVencimento: 'Necessário informar a data atual ou uma data futura.',
      tipoAssociadoId: 'Obrigatório informar o tipo de pagantes.',
    });
  });

  it('accepts a due date typed as today, and sends that day; refuses one typed as yesterday', () => {
    // The day as the person reads it on their calendar now, typed into Data de vencimento.
    const now = new Date();
    const typed = (date: Date) => readDate(format(date, 'dd/MM/yyyy'));
    const today = remessaFormSchema.safeParse({ ...valid, dataVencimento: typed(now) });
    expect(today.error?.issues).toBeUndefined();
    expect(toRemessaSalvar(today.data!).dataVencimento).toBe(format(now, 'yyyy-MM-dd'));
    expect(messagesOf({ ...valid, dataVencimento: typed(subDays(now, 1)) })).toEqual({
      dataVencimento: 'Necessário informar a data atual ou uma data futura.',
    });
  });

  it('does not require the value for Mensalidade, and refuses zero otherwise', () => {
    expect(messagesOf({ ...valid, tipoRemessaId: 1, valorRemessa: null })).toEqual({});
    expect(messagesOf({ ...valid, valorRemessa: 0 })).toEqual({ valorRemessa: 'O valor deve ser maior que zero.' });
  });
});

describe('payloads', () => {
  it("builds the body of section 7: trimmed texts, empty ones as '', ISO date, labels with the ids", () => {
    const values = remessaFormSchema.parse(valid);
    expect(toRemessaSalvar(values)).toEqual({
      descricao: 'Taxa de certificação',
      observacao: '',
      paragrafoPersonalizado: '',
      tipoRemessa: { tipoRemessaId: 4, tipoRemessaNome: 'Avulsa' },
      dataVencimento: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      valorRemessa: 80.5,
      tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
    });
  });

  it('sends valorRemessa 0 for Mensalidade even if a value was typed before', () => {
    expect(toRemessaSalvar(remessaFormSchema.parse({ ...valid, tipoRemessaId: 1 })).valorRemessa).toBe(0);
  });

  it('keeps the current situação unless another was chosen', () => {
    expect(toRemessaAtualizar(remessaFormSchema.parse(valid), 9, 5).situacaoRemessa).toEqual({
      situacaoRemessaId: 5,
      situacaoRemessaNome: 'Erro no envio',
    });
    expect(toRemessaAtualizar(remessaFormSchema.parse({ ...valid, situacaoRemessaId: 1 }), 9, 5)).toMatchObject({
      remessaId: 9,
      situacaoRemessa: { situacaoRemessaId: 1, situacaoRemessaNome: 'Em preparação' },
    });
  });
});

// The form schema is written in the form's shape (Dates, empty selects); what ties it to the
// contract is that its payloads are exactly bodies the generated schemas accept, nothing added.
describe('the remessa payloads', () => {
  it('are exactly bodies of the contract', () => {
    const values = remessaFormSchema.parse(valid);
    const salvar = toRemessaSalvar(values);
    expect(CriarRemessaBody.parse(salvar)).toEqual(salvar);
    const atualizar = toRemessaAtualizar(values, 12, 1);
    expect(AtualizarRemessaBody.parse(atualizar)).toEqual(atualizar);
  });
});
