// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AssociadoDaRemessa } from '@/generated/model';
import { filterAssociados } from './remessa-associados-search';

const associado = (associadoId: number, nome: string, email: string, cpfCnpj: string) =>
  ({ associadoId, nome, email, cpfCnpj }) as AssociadoDaRemessa;

const associados = [
  associado(1, 'João Conceição', 'joao@exemplo.com.br', '11144477735'),
  associado(2, '2º Tabelionato de Notas', 'cartorio.recife@exemplo.com.br', '11222333000181'),
  associado(3, 'Maria Souza', 'maria@exemplo.com.br', '52998224725'),
];

describe('filterAssociados', () => {
  it('keeps everyone for an empty search', () => {
    expect(filterAssociados(associados, '  ')).toEqual(associados);
  });

  it('finds by name ignoring case and accents, and by e-mail', () => {
    expect(filterAssociados(associados, 'joao conceicao').map((a) => a.associadoId)).toEqual([1]);
    expect(filterAssociados(associados, 'RECIFE').map((a) => a.associadoId)).toEqual([2]);
  });

  it('finds by CPF/CNPJ with or without the mask', () => {
    expect(filterAssociados(associados, '111.444.777').map((a) => a.associadoId)).toEqual([1]);
    expect(filterAssociados(associados, '11.222.333/0001-81').map((a) => a.associadoId)).toEqual([2]);
  });

  it('reads a search with letters as a name, not as the digits in it', () => {
    expect(filterAssociados(associados, '2º tabelionato').map((a) => a.associadoId)).toEqual([2]);
  });
});
