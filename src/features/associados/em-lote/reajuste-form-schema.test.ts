// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyReajusteForm, reajusteFormSchema, reajusteOf } from './reajuste-form-schema';

const messageOf = (values: Partial<typeof emptyReajusteForm>) => {
  const result = reajusteFormSchema.safeParse({ ...emptyReajusteForm, ...values });
  return result.success
    ? reajusteOf(result.data)
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the reajuste form', () => {
  it('takes a percentage from -50 % to +100 %, one decimal, in the percent mask', () => {
    expect(messageOf({ percentual: '4,5%' })).toEqual({ modo: 'percentual', percentual: 4.5 });
    expect(messageOf({ percentual: '-50,0%' })).toEqual({ modo: 'percentual', percentual: -50 });
    expect(messageOf({ percentual: '100,0%' })).toEqual({ modo: 'percentual', percentual: 100 });
  });

  it('refuses an empty percentage, one that is not a number, one out of range, and zero', () => {
    expect(messageOf({ percentual: '' })).toEqual(['percentual: Informe o percentual do reajuste.']);
    expect(messageOf({ percentual: '-%' })).toEqual(['percentual: O percentual deve ser um número, como 4,5%.']);
    expect(messageOf({ percentual: 'abc' })).toEqual(['percentual: O percentual deve ser um número, como 4,5%.']);
    expect(messageOf({ percentual: '-50,1%' })).toEqual(['percentual: O percentual deve estar entre -50,0% e 100,0%.']);
    expect(messageOf({ percentual: '100,1%' })).toEqual(['percentual: O percentual deve estar entre -50,0% e 100,0%.']);
    expect(messageOf({ percentual: '0,0%' })).toEqual([
      'percentual: Um reajuste de 0,0% não muda nenhuma mensalidade.',
    ]);
  });

  it('takes a new value above zero, and refuses none or zero', () => {
    expect(messageOf({ modo: 'valor', valor: 520.5 })).toEqual({ modo: 'valor', valor: 520.5 });
    expect(messageOf({ modo: 'valor', valor: null })).toEqual(['valor: Informe a nova mensalidade.']);
    expect(messageOf({ modo: 'valor', valor: 0 })).toEqual(['valor: A nova mensalidade deve ser maior que zero.']);
    expect(messageOf({ modo: 'valor', valor: -1 })).toEqual(['valor: A nova mensalidade deve ser maior que zero.']);
  });
});
