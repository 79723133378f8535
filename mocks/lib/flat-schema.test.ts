// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ObterRemessaResponse, VincularAssociadosRemessaBody } from '@/generated/zod/remessas/remessas.zod';
import { flatSchemaOf } from './flat-schema';

const pessoa = z.object({ nome: z.string().min(1), email: z.email() });
const extra = z.object({ id: z.number().min(1), tags: z.array(z.string()).nullable() });
const lista = z.object({ data: z.array(pessoa.and(extra)).optional(), total: z.number() });

const issuesOf = (result: { success: boolean; error?: z.ZodError }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`).sort();

describe('flatSchemaOf', () => {
  it('runs an allOf of objects with distinct fields as one object, inside lists and nullable or optional fields', () => {
    const flat = flatSchemaOf(lista) as z.ZodObject;
    const element = ((flat.shape.data as z.ZodOptional).unwrap() as z.ZodArray).element;
    expect(element).toBeInstanceOf(z.ZodObject);
    expect(Object.keys((element as z.ZodObject).shape)).toEqual(['nome', 'email', 'id', 'tags']);
    expect(flatSchemaOf(lista)).toBe(flat);
  });

  it('leaves alone an allOf whose sides share a field, and schemas with nothing to flatten', () => {
    const shared = pessoa.and(z.object({ nome: z.string().max(3) }));
    expect(flatSchemaOf(shared)).toBe(shared);
    expect(flatSchemaOf(extra)).toBe(extra);
  });

  it('gives the same data and the same issues, with the same paths, as the schema it flattens', () => {
    const values = [
      { data: [{ nome: 'Ana', email: 'ana@x.com.br', id: 1, tags: null, sobra: 1 }], total: 1 },
      { data: [{ nome: '', email: 'ana', id: 0, tags: [1] }, { nome: 'Bia' }], total: '2' },
      { total: 0 },
      null,
    ];
    for (const value of values) {
      const whole = lista.safeParse(value);
      const flat = flatSchemaOf(lista).safeParse(value);
      expect(flat.success).toBe(whole.success);
      expect(flat.data).toEqual(whole.data);
      expect(issuesOf(flat)).toEqual(issuesOf(whole));
    }
  });

  it('flattens the contract where it matters: a remessa and its payers, a vincular of payers', () => {
    const payers = (schema: z.ZodType, key: string) => {
      const flat = flatSchemaOf(schema);
      const object = flat instanceof z.ZodIntersection ? (flat._zod.def.right as z.ZodObject) : (flat as z.ZodObject);
      return (object.shape[key] as z.ZodArray).element;
    };
    expect(payers(ObterRemessaResponse, 'associados')).toBeInstanceOf(z.ZodObject);
    expect(payers(VincularAssociadosRemessaBody, 'associadosRemessa')).toBeInstanceOf(z.ZodObject);
  });
});
