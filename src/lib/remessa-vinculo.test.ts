// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AssociadoDaRemessa, AssociadoResumo, RemessaDetalhe } from '@/generated/model';
import { toRemessaVincular } from './remessa-vinculo';

const resumo = (associadoId: number): AssociadoResumo => ({
  associadoId,
  nome: `Associado ${associadoId}`,
  cpfCnpj: '11144477735',
  email: `a${associadoId}@exemplo.com.br`,
  telefone: '6133334444',
  ativo: true,
  tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
  associacao: {
    nomeCartorio: 'Cartório',
    cnpjCartorio: '11222333000181',
    dataAssociacao: '2020-01-01',
    mensalidade: 100,
    cns: null,
  },
  contato: { telefone: '6133334444', email: `a${associadoId}@exemplo.com.br` },
  endereco: {
    cep: '70000000',
    logradouro: 'Rua A',
    numero: '1',
    bairro: 'Centro',
    cidade: 'Brasília',
    uf: 'DF',
    complemento: '',
  },
});

const daRemessa = (associadoId: number): AssociadoDaRemessa => ({
  ...resumo(associadoId),
  associadoRemessas: [
    { situacaoRemessa: { situacaoRemessaId: 1 }, valorPagamento: 100, dataPagamento: null, pagamentoGiroId: null },
  ],
});

const remessa: RemessaDetalhe = {
  remessaId: 7,
  descricao: 'Fundo',
  observacao: 'Nome',
  paragrafoPersonalizado: '',
  tipoRemessa: { tipoRemessaId: 2, tipoRemessaNome: 'Arrecadação de Fundos' },
  situacaoRemessa: { situacaoRemessaId: 1, situacaoRemessaNome: 'Em preparação' },
  dataVencimento: '2030-01-10',
  valorRemessa: 100,
  tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
  totalPago: 0,
  totalPendente: 200,
  associados: [daRemessa(1), daRemessa(2)],
};

describe('toRemessaVincular', () => {
  it('sends the remessa fields, its id and each associate once, without their status in the remessa', () => {
    const body = toRemessaVincular(remessa, [...remessa.associados, resumo(2), resumo(3)]);
    expect(body).toEqual({
      descricao: 'Fundo',
      observacao: 'Nome',
      paragrafoPersonalizado: '',
      tipoRemessa: remessa.tipoRemessa,
      dataVencimento: '2030-01-10',
      valorRemessa: 100,
      tipoAssociado: remessa.tipoAssociado,
      remessaId: 7,
      associadosRemessa: [resumo(1), resumo(2), resumo(3)],
    });
  });

  it('sends an empty list when the last associate is removed', () => {
    expect(toRemessaVincular(remessa, []).associadosRemessa).toEqual([]);
  });
});
