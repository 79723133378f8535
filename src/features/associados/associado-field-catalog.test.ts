// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  associadoFieldTexts,
  associadoFormFields,
  emptyAssociadoFields,
  showFormValue,
} from './associado-field-catalog';
import { associadoFormSchema } from './associado-form-schema';

/** The schema's leaf paths, users left out: `endereco.numero`. */
function schemaPaths(shape: z.ZodRawShape, prefix = ''): string[] {
  return Object.entries(shape).flatMap(([key, schema]) =>
    key === 'usuarios'
      ? []
      : schema instanceof z.ZodObject
        ? schemaPaths(schema.shape, `${prefix}${key}.`)
        : [`${prefix}${key}`],
  );
}

describe('the associate field catalogue', () => {
  it('lists every field of the form schema once: none the form would validate but not show', () => {
    const names = associadoFormFields.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(schemaPaths(associadoFormSchema.shape).sort());
  });

  it('starts a new associate with empty texts and no choice, day or amount', () => {
    expect(emptyAssociadoFields()).toEqual({
      nome: '',
      cpfCnpj: '',
      tipoAssociadoId: null,
      associacao: { dataAssociacao: null, nomeCartorio: '', cnpjCartorio: '', cns: '', mensalidade: null },
      contato: { telefone: '', email: '' },
      endereco: { cep: '', logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', uf: null },
    });
  });

  it('writes values as the form shows them: the option by its label, days and money in pt-BR', () => {
    const texts = associadoFieldTexts;
    const show = (name: string, value: unknown) => (texts[name].format as (value: unknown) => string)(value);
    expect(show('tipoAssociadoId', 2)).toBe('Internos');
    expect(show('associacao.dataAssociacao', new Date(2024, 0, 31))).toBe('31/01/2024');
    expect(show('associacao.mensalidade', 1234.5)).toBe('R$ 1.234,50');
    expect(show('endereco.uf', 'SP')).toBe('SP');
    expect(show('endereco.complemento', 'Sala 2')).toBe('Sala 2');
    expect(showFormValue({ kind: 'money', hint: '' }, null)).toBe('');
    expect(texts['endereco.numero'].label).toBe('Número');
  });
});
