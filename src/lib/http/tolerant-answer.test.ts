// @vitest-environment node
import type { ZodType } from 'zod';
import { describe, expect, it } from 'vitest';
import * as associados from '@/generated/zod/associados/associados.zod';
import * as autenticacao from '@/generated/zod/autenticacao/autenticacao.zod';
import * as giro from '@/generated/zod/giro/giro.zod';
import * as remessas from '@/generated/zod/remessas/remessas.zod';
import * as usuarios from '@/generated/zod/usuarios/usuarios.zod';
import * as cep from '@/generated/cep-zod/cep/cep.zod';
import { unsafeToSendBack } from './send-back-guard';
import {
  AMOUNT_FIELDS,
  CALENDAR_DATE_FIELDS,
  calendarDates,
  LIST_FIELDS,
  tolerantAnswer,
  unreadFieldsOf,
} from './tolerant-answer';

interface Def {
  type: string;
  format?: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  element?: { _zod: { def: Def } };
  innerType?: { _zod: { def: Def } };
  left?: { _zod: { def: Def } };
  right?: { _zod: { def: Def } };
  options?: Array<{ _zod: { def: Def } }>;
  in?: { _zod: { def: Def } };
}

/** Every field of every answer of the contract, with what it holds: `dataVencimento → date`. */
function fieldsOfAnswers(): Map<string, Set<string>> {
  const fields = new Map<string, Set<string>>();
  const kindOf = (def: Def): string => (def.type === 'string' && def.format ? def.format : def.type);
  const visit = (def: Def, key?: string) => {
    if (key) fields.set(key, (fields.get(key) ?? new Set()).add(kindOf(def)));
    for (const inner of [def.innerType, def.element, def.left, def.right, def.in, ...(def.options ?? [])])
      if (inner) visit(inner._zod.def, def.type === 'array' || def.type === 'object' ? undefined : key);
    for (const [name, field] of Object.entries(def.shape ?? {})) visit(field._zod.def, name);
  };
  const schemas = { ...associados, ...autenticacao, ...giro, ...remessas, ...usuarios, ...cep } as Record<
    string,
    unknown
  >;
  for (const [name, schema] of Object.entries(schemas))
    if (name.endsWith('Response')) visit((schema as ZodType)._zod.def as unknown as Def);
  return fields;
}

const named = (kind: string) =>
  [...fieldsOfAnswers()]
    .filter(([, kinds]) => kinds.has(kind))
    .map(([name]) => name)
    .sort();

describe('tolerantAnswer', () => {
  it('knows every calendar date, amount and list of the answers as their zod schemas have them (the lists are generated from openapi/)', () => {
    expect(named('date')).toEqual([...CALENDAR_DATE_FIELDS].sort());
    expect(named('array')).toEqual([...LIST_FIELDS].sort());
    // Every number of an answer is an amount, or one of these counts, ids and codes.
    const notAmounts = [
      'associadoId',
      'remessaId',
      'situacaoRemessaId',
      'tipoAssociadoId',
      'tipoRemessaId',
      'total',
      'usuarioId',
    ];
    expect(named('number').filter((name) => !notAmounts.includes(name))).toEqual([...AMOUNT_FIELDS].sort());
  });

  it('reads a calendar date sent with a time as that day, whatever the zone', { tags: ['dates'] }, () => {
    for (const variant of [
      '2026-03-15',
      '2026-03-15T00:00:00',
      '2026-03-15T00:00:00.000Z',
      '2026-03-15T23:59:59-03:00',
    ]) {
      expect(tolerantAnswer({ data: [{ dataVencimento: variant }] })).toEqual({
        data: [{ dataVencimento: '2026-03-15' }],
      });
    }
    // A date-time field keeps its instant; what is not a date is left for the screen's fallback.
    expect(tolerantAnswer({ dataPagamento: '2026-03-15T00:00:00.000Z', dataNasc: '15/03/2026' })).toEqual({
      dataPagamento: '2026-03-15T00:00:00.000Z',
      dataNasc: '15/03/2026',
    });
  });

  it('reads amounts sent as decimal strings, null lists as empty, and keeps extra fields', () => {
    expect(
      tolerantAnswer({
        valorRemessa: '1500.50',
        totalPago: '12,5',
        totalPendente: 3,
        mensalidade: 'R$ mil',
        usuarios: null,
        remessas: null,
        associadoRemessas: [{ valorPagamento: '7' }],
        extra: { a: 1 },
      }),
    ).toEqual({
      valorRemessa: 1500.5,
      totalPago: 12.5,
      totalPendente: 3,
      mensalidade: 'R$ mil',
      usuarios: [],
      remessas: [],
      associadoRemessas: [{ valorPagamento: 7 }],
      extra: { a: 1 },
    });
    expect(tolerantAnswer(null)).toBeNull();
    expect(tolerantAnswer('texto')).toBe('texto');
  });

  it('reads amounts in both conventions and leaves one it would have to guess, reported with its path', () => {
    const answer = tolerantAnswer({
      remessaId: 7,
      valorRemessa: '1.500',
      totalPago: '1.500,50',
      totalPendente: '1,500.50',
      associados: [{ associacao: { mensalidade: '1,500' } }, { associacao: { mensalidade: '480.00' } }],
    });
    expect(answer).toEqual({
      remessaId: 7,
      valorRemessa: '1.500',
      totalPago: 1500.5,
      totalPendente: 1500.5,
      associados: [{ associacao: { mensalidade: '1,500' } }, { associacao: { mensalidade: 480 } }],
    });
    expect(unreadFieldsOf(answer)).toEqual(['valorRemessa', 'associados.0.associacao.mensalidade']);
  });

  it('reports a list that did not come as a list (null, an object), not a list read as sent', () => {
    expect(unreadFieldsOf(tolerantAnswer({ associados: null, usuarios: [] }))).toEqual(['associados']);
    expect(unreadFieldsOf(tolerantAnswer({ associados: { a: 1 } }))).toEqual(['associados']);
    expect(unreadFieldsOf(tolerantAnswer({ associados: [], valorRemessa: 10 }))).toEqual([]);
    // Only what tolerantAnswer returned carries the report.
    expect(unreadFieldsOf({ associados: [] })).toEqual([]);
  });

  it('a write refuses to send back what was not read as sent, a list that is missing, or an amount that is not a number', () => {
    const rule = { of: 'da remessa', lists: ['associados'], ignore: ['totalPago'] };
    expect(unsafeToSendBack(tolerantAnswer({ associados: null }), rule)).toBe(
      'Os dados da remessa não vieram completos ou legíveis do servidor (lista de associados). Para não apagar nem gravar dados errados, nada foi enviado. Recarregue a página e tente de novo; se continuar, avise o suporte.',
    );
    expect(unsafeToSendBack({}, rule)).toContain('(lista de associados)');
    expect(unsafeToSendBack({ associados: [], valorRemessa: '1.500' }, rule)).toContain('(valor da remessa)');
    expect(unsafeToSendBack(tolerantAnswer({ associados: [], totalPago: '1.500' }), rule)).toBeUndefined();
    expect(unsafeToSendBack(tolerantAnswer({ associados: [], valorRemessa: '1.500,00' }), rule)).toBeUndefined();
  });

  it('calendarDates only touches dates (request bodies of the mock backend)', () => {
    expect(
      calendarDates({
        dataVencimento: '2026-03-15T00:00:00.000Z',
        valorRemessa: '10',
        usuarios: [{ dataNasc: '1985-04-03T00:00:00' }],
      }),
    ).toEqual({
      dataVencimento: '2026-03-15',
      valorRemessa: '10',
      usuarios: [{ dataNasc: '1985-04-03' }],
    });
  });
});
