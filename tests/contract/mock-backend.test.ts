import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { cities } from '@mocks/db/br-data';
import { db } from '@mocks/db';
import { buildSeed, DEMO_PAYMENT_IDS } from '@mocks/db/seed';
import { handlersByOperation } from '@mocks/handlers';
import { contractOf } from '@mocks/lib/contract';
import { operations, type OperationId } from '@/generated/operations';
import {
  atualizarAssociado,
  buscarAssociados,
  criarAssociado,
  excluirAssociados,
  obterAssociado,
} from '@/generated/api/associados/associados';
import { buscarRemessas, obterRemessa } from '@/generated/api/remessas/remessas';
import { buscarUsuarios, obterUsuario } from '@/generated/api/usuarios/usuarios';
import { obterLinkBoleto } from '@/generated/api/giro/giro';
import { consultarCep } from '@/generated/cep/cep/cep';
import { http } from '@/lib/http/http-client';
import {
  MensagemErroBoleto,
  SituacaoRemessaId,
  TipoAssociadoId,
  TipoRemessaId,
  type AssociadoSalvar,
} from '@/generated/model';
import { hasValidCheckDigits } from '@/utils/br/documents';
import { formatCpfCnpj } from '@/utils/br/masks';
import { signInAsDemoUser } from '../auth';

const search = (overrides: Partial<Parameters<typeof buscarAssociados>[0]> = {}) =>
  buscarAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 10, ...overrides });

const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 200;
  } catch (error) {
    return error instanceof AxiosError ? error.response?.status : undefined;
  }
};

const messageOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof AxiosError ? (error.response?.data as { message?: string }).message : undefined;
  }
};

describe('the mock backend implements the contract', () => {
  it('has one stateful handler for every operation of both contracts', () => {
    expect(Object.keys(handlersByOperation).sort()).toEqual(Object.keys(operations).sort());
  });

  it('answers every read of the seed with data that passes the generated zod schemas', async () => {
    await signInAsDemoUser();
    const associados = await search({ numRows: 1000 });
    for (const { associadoId } of associados.data) {
      expect(contractOf('obterAssociado').response!.safeParse(await obterAssociado(associadoId)).success).toBe(true);
    }
    const usuarios = await buscarUsuarios({ descricao: '', tipoUsuario: '', numPage: 1, numRows: 1000 });
    for (const { usuarioId } of usuarios.data.slice(0, 40)) {
      expect(contractOf('obterUsuario').response!.safeParse(await obterUsuario(usuarioId)).success).toBe(true);
    }
    const remessas = await buscarRemessas({ descricao: '', numPage: 1, numRows: 1000 });
    for (const { remessaId } of remessas.data) {
      expect(contractOf('obterRemessa').response!.safeParse(await obterRemessa(remessaId)).success).toBe(true);
    }
    for (const schema of ['buscarAssociados', 'buscarUsuarios', 'buscarRemessas'] as OperationId[]) {
      expect(contractOf(schema).response).toBeDefined();
    }
    expect(contractOf('buscarAssociados').response!.safeParse(associados).success).toBe(true);
    expect(contractOf('buscarUsuarios').response!.safeParse(usuarios).success).toBe(true);
    expect(contractOf('buscarRemessas').response!.safeParse(remessas).success).toBe(true);
  });

  it('answers 401 with a message to a management call without a valid token', async () => {
    expect(await statusOf(search())).toBe(401);
    expect(await messageOf(search())).toBe('Sessão expirada. Entre novamente.');
  });

  it('answers 400 with a message to a body that breaks the contract, never crashing', async () => {
    await signInAsDemoUser();
    const missingField = http.post(
      '/api/associados/busca',
      { descricao: '', numPage: 1, numRows: 10 },
      { headers: { Authorization: 'Bearer token-de-teste' } },
    );
    expect(await statusOf(missingField)).toBe(400);
    const wrongType = http.post(
      '/api/associados/busca',
      { descricao: 5, filtros: [], numPage: 'um', numRows: 10 },
      { headers: { Authorization: 'Bearer token-de-teste' } },
    );
    expect(await messageOf(wrongType)).toMatch(/^Requisição inválida: /);
    const notJson = http.post('/api/usuarios', '{nome', {
      headers: { Authorization: 'Bearer token-de-teste', 'Content-Type': 'application/json' },
      transformRequest: (data) => data,
    });
    expect(await statusOf(notJson)).toBe(400);
    const badPathParam = http.get('/api/associados/abc', { headers: { Authorization: 'Bearer token-de-teste' } });
    expect(await statusOf(badPathParam)).toBe(400);
  });

  it("takes remessas as section 7 writes them: valorRemessa a number (0 for Mensalidade), texts '' and never null", async () => {
    await signInAsDemoUser();
    const headers = { Authorization: 'Bearer token-de-teste' };
    const mensalidade = {
      descricao: 'Mensalidade de teste',
      observacao: '',
      paragrafoPersonalizado: '',
      tipoRemessa: { tipoRemessaId: 1, tipoRemessaNome: 'Mensalidade' },
      dataVencimento: '2031-01-15',
      valorRemessa: 0,
      tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
    };
    expect(await statusOf(http.post('/api/remessas', { ...mensalidade, valorRemessa: null }, { headers }))).toBe(400);
    expect(await statusOf(http.post('/api/remessas', { ...mensalidade, observacao: null }, { headers }))).toBe(400);
    expect(
      await statusOf(http.post('/api/remessas', { ...mensalidade, paragrafoPersonalizado: null }, { headers })),
    ).toBe(400);
    const { data } = await http.post<{ remessaId: number }>('/api/remessas', mensalidade, { headers });
    expect(await obterRemessa(data.remessaId)).toMatchObject({
      observacao: '',
      paragrafoPersonalizado: '',
      valorRemessa: 0,
    });
  });
});

describe('the seed', () => {
  const seed = buildSeed({ today: new Date(2026, 10, 22) });

  it('is deterministic', () => {
    expect(buildSeed({ today: new Date(2026, 10, 22) })).toEqual(seed);
  });

  it('has at least 150 associates with valid documents, real city/UF pairs, both types and both statuses', () => {
    expect(seed.associados.length).toBeGreaterThanOrEqual(150);
    for (const associado of seed.associados) {
      expect(hasValidCheckDigits(associado.cpfCnpj), associado.cpfCnpj).toBe(true);
      expect(hasValidCheckDigits(associado.associacao.cnpjCartorio)).toBe(true);
      expect(
        cities.some((city) => city.cidade === associado.endereco.cidade && city.uf === associado.endereco.uf),
      ).toBe(true);
      expect(associado.email).toMatch(/^[a-z0-9.]+@[a-z0-9.-]+$/);
    }
    expect(new Set(seed.associados.map((a) => a.tipoAssociado.tipoAssociadoId))).toEqual(
      new Set([TipoAssociadoId.ASSOCIADOS, TipoAssociadoId.INTERNOS]),
    );
    expect(new Set(seed.associados.map((a) => a.ativo))).toEqual(new Set([true, false]));
    expect(
      seed.associados.some((a) => a.cpfCnpj.length === 11) && seed.associados.some((a) => a.cpfCnpj.length === 14),
    ).toBe(true);
  });

  it('has at least 30 users of each profile, and every associate has users', () => {
    expect(seed.usuarios.filter((u) => u.usuarioGestao).length).toBeGreaterThanOrEqual(30);
    expect(seed.usuarios.filter((u) => !u.usuarioGestao).length).toBeGreaterThanOrEqual(30);
    for (const associado of seed.associados) {
      expect(seed.usuarios.some((u) => u.associadoId === associado.associadoId)).toBe(true);
    }
  });

  it('has remessas of every tipo and every situação, with associates in every per-associate status', () => {
    const pairs = new Set(
      seed.remessas.map((r) => `${r.tipoRemessa.tipoRemessaId}-${r.situacaoRemessa.situacaoRemessaId}`),
    );
    for (const tipo of Object.values(TipoRemessaId)) {
      for (const situacao of Object.values(SituacaoRemessaId))
        expect(pairs.has(`${tipo}-${situacao}`), `${tipo}-${situacao}`).toBe(true);
    }
    // Links not sent yet (every link of a remessa in preparation) carry no per-associate status.
    const sentStatuses = Object.values(SituacaoRemessaId).filter((s) => s !== SituacaoRemessaId.EM_PREPARACAO);
    expect(new Set(seed.vinculos.map((v) => v.situacaoRemessaId))).toEqual(new Set([null, ...sentStatuses]));
    const emPreparacao = new Set(
      seed.remessas
        .filter((r) => r.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO)
        .map((r) => r.remessaId),
    );
    for (const vinculo of seed.vinculos)
      expect(vinculo.situacaoRemessaId === null, `remessa ${vinculo.remessaId}`).toBe(
        emPreparacao.has(vinculo.remessaId),
      );
  });
});

describe('searches', () => {
  it('pages through associates with a correct total', async () => {
    await signInAsDemoUser();
    const total = db.associados.count();
    const first = await search({ numRows: 25 });
    const last = await search({ numRows: 25, numPage: Math.ceil(total / 25) });
    const beyond = await search({ numRows: 25, numPage: Math.ceil(total / 25) + 1 });
    expect(first.total).toBe(total);
    expect(first.data).toHaveLength(25);
    expect(last.data).toHaveLength(total % 25 || 25);
    expect(beyond).toEqual({ data: [], total });
    const names = first.data.map((a) => a.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
  });

  it('finds associates by name, e-mail, CPF/CNPJ typed with or without mask, and city', async () => {
    await signInAsDemoUser();
    const target = db.associados.all()[7];
    const byName = await search({ descricao: target.nome.toUpperCase() });
    expect(byName.data.map((a) => a.associadoId)).toContain(target.associadoId);
    expect((await search({ descricao: target.email })).data.map((a) => a.associadoId)).toContain(target.associadoId);
    expect((await search({ descricao: target.cpfCnpj })).data.map((a) => a.associadoId)).toContain(target.associadoId);
    expect((await search({ descricao: formatCpfCnpj(target.cpfCnpj) })).data.map((a) => a.associadoId)).toContain(
      target.associadoId,
    );
    const byCity = await search({ descricao: target.endereco.cidade, numRows: 1000 });
    expect(byCity.data.map((a) => a.associadoId)).toContain(target.associadoId);
  });

  it('restricts the search to the chosen filters', async () => {
    await signInAsDemoUser();
    const target = db.associados.findFirst((q) => q.where((a) => a.endereco.cidade === 'Curitiba'))!;
    const onlyNames = await search({ descricao: 'Curitiba', filtros: ['Nome'], numRows: 1000 });
    expect(onlyNames.data.every((a) => a.nome.includes('Curitiba'))).toBe(true);
    const onlyCity = await search({ descricao: 'Curitiba', filtros: ['Cidade'], numRows: 1000 });
    expect(onlyCity.data.every((a) => a.endereco.cidade === 'Curitiba')).toBe(true);
    expect(onlyCity.data.map((a) => a.associadoId)).toContain(target.associadoId);
  });

  it('filters by tipo de associado, and for Mensalidade remessas by monthly fee above R$ 1,00', async () => {
    await signInAsDemoUser();
    const internos = await search({ tipoAssociadoId: TipoAssociadoId.INTERNOS, numRows: 1000 });
    expect(internos.total).toBeGreaterThan(0);
    expect(internos.data.every((a) => a.tipoAssociado.tipoAssociadoId === TipoAssociadoId.INTERNOS)).toBe(true);
    const mensalidade = await search({ tipoRemessaId: TipoRemessaId.MENSALIDADE, numRows: 1000 });
    expect(mensalidade.total).toBeLessThan(db.associados.count());
    expect(mensalidade.data.every((a) => a.associacao.mensalidade > 1)).toBe(true);
  });

  it('filters users by profile and remessas by situação', async () => {
    await signInAsDemoUser();
    const gestao = await buscarUsuarios({ descricao: '', tipoUsuario: 'admin', numPage: 1, numRows: 1000 });
    const associados = await buscarUsuarios({ descricao: '', tipoUsuario: 'associado', numPage: 1, numRows: 1000 });
    expect(gestao.data.every((u) => u.usuarioGestao)).toBe(true);
    expect(associados.data.every((u) => !u.usuarioGestao)).toBe(true);
    expect(gestao.total + associados.total).toBe(db.usuarios.count());
    const pagas = await buscarRemessas({
      descricao: '',
      situacaoRemessaId: SituacaoRemessaId.PAGO,
      numPage: 1,
      numRows: 1000,
    });
    expect(pagas.total).toBeGreaterThan(0);
    expect(pagas.data.every((r) => r.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.PAGO)).toBe(true);
  });
});

describe('state', () => {
  const novoAssociado = (): AssociadoSalvar => ({
    nome: 'Cartório Teste de Olinda',
    cpfCnpj: '11222333000181',
    tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
    associacao: {
      nomeCartorio: '1º Ofício de Olinda',
      cnpjCartorio: '11222333000181',
      dataAssociacao: '2020-03-01',
      mensalidade: 250,
      cns: null,
    },
    contato: { telefone: '81987654321', email: 'contato@cartorio-olinda.com.br' },
    endereco: {
      cep: '53020140',
      logradouro: 'Rua do Amparo',
      numero: '10',
      bairro: 'Amparo',
      cidade: 'Olinda',
      uf: 'PE',
      complemento: '',
    },
    usuarios: [
      {
        nome: 'Helena Prado',
        login: 'helenaprado',
        email: 'helena@cartorio-olinda.com.br',
        dataNasc: '1980-05-02',
        telefone: '81998765432',
      },
    ],
  });

  it('keeps what is created and forgets what is deleted', async () => {
    await signInAsDemoUser();
    await criarAssociado(novoAssociado());
    const found = await search({ descricao: 'Olinda' });
    expect(found.data.map((a) => a.nome)).toContain('Cartório Teste de Olinda');
    const created = found.data.find((a) => a.nome === 'Cartório Teste de Olinda')!;
    const full = await obterAssociado(created.associadoId);
    expect(full.usuarios.map((u) => u.login)).toEqual(['helenaprado']);
    expect(await messageOf(criarAssociado(novoAssociado()))).toBe('Já existe um associado com este CPF/CNPJ.');
    const [usuario] = full.usuarios;
    await atualizarAssociado({
      ...novoAssociado(),
      associadoId: created.associadoId,
      nome: 'Cartório Teste de Olinda (editado)',
      usuarios: [{ ...usuario, login: 'outro-login', nome: 'Helena Prado Lima' }],
    });
    const edited = await obterAssociado(created.associadoId);
    expect(edited.nome).toBe('Cartório Teste de Olinda (editado)');
    expect(edited.usuarios).toMatchObject([
      { usuarioId: usuario.usuarioId, nome: 'Helena Prado Lima', login: 'helenaprado' },
    ]);
    await excluirAssociados({ associadosDelete: [{ associadoId: created.associadoId }] });
    expect(await statusOf(obterAssociado(created.associadoId))).toBe(404);
  });

  it('serves a boleto for every payment-slip case', async () => {
    expect((await obterLinkBoleto(DEMO_PAYMENT_IDS.disponivel)).link).toMatch(
      /^http:\/\/.+\/boleto-exemplo\.html\?pagamento=demo-disponivel$/,
    );
    expect(await messageOf(obterLinkBoleto(DEMO_PAYMENT_IDS.naoEncontrado))).toBe(
      MensagemErroBoleto.BOLETO_NAO_ENCONTRADO,
    );
    expect(await messageOf(obterLinkBoleto(DEMO_PAYMENT_IDS.pagamentoConfirmado))).toBe(
      MensagemErroBoleto.PAGAMENTO_JA_CONFIRMADO,
    );
    expect(await messageOf(obterLinkBoleto(DEMO_PAYMENT_IDS.cobrancaPaga))).toBe(MensagemErroBoleto.COBRANCA_JA_PAGA);
    expect(await messageOf(obterLinkBoleto(DEMO_PAYMENT_IDS.dataLimite))).toBe(MensagemErroBoleto.DATA_LIMITE_ATINGIDA);
    expect(await messageOf(obterLinkBoleto(DEMO_PAYMENT_IDS.vencido))).toBe(MensagemErroBoleto.BOLETO_VENCIDO);
    expect(await messageOf(obterLinkBoleto(DEMO_PAYMENT_IDS.expirado))).toBe(MensagemErroBoleto.BOLETO_EXPIRADO);
    expect(await statusOf(obterLinkBoleto(DEMO_PAYMENT_IDS.falha))).toBe(500);
  });

  it("answers the postal-code lookup for the seed's addresses and 404 for unknown CEPs", async () => {
    const associado = db.associados.all()[0];
    const address = await consultarCep(associado.endereco.cep);
    expect(address).toMatchObject({
      cep: associado.endereco.cep,
      city: associado.endereco.cidade,
      state: associado.endereco.uf,
    });
    expect(await statusOf(consultarCep('00000000'))).toBe(404);
  });
});
