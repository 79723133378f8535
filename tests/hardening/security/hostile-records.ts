import { screen } from '@testing-library/react';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { expect } from 'vitest';
import { SituacaoRemessaId } from '@/generated/model';
import { db } from '@mocks/db';
import { INJECTED_MARKUP, payloads } from './hostile-text';

/**
 * Records of the mock database whose every text field holds a payload of ./hostile-text, as a
 * compromised server would send them. Each name starts with "Hostil" so a search finds them.
 */
export const hostil = {
  associado: {
    associadoId: 90001,
    nome: `Hostil ${payloads.img}`,
    tipoAssociadoNome: payloads.script,
    nomeCartorio: payloads.svg,
    erroRemessa: payloads.anchor,
    logradouro: payloads.javascriptUrl,
    numero: payloads.short,
    complemento: payloads.attribute,
    bairro: payloads.iframe,
    cidade: `Hostil ${payloads.anchor}`,
  },
  usuarioDoAssociado: { usuarioId: 90001, nome: `Hostil ${payloads.script}`, login: payloads.attribute },
  gestor: { usuarioId: 90002, nome: `Hostil ${payloads.img}`, cpf: '52998224725', email: 'gestor.hostil@example.com' },
  remessa: {
    remessaId: 90001,
    descricao: `Hostil ${payloads.img}`,
    observacao: payloads.script,
    paragrafoPersonalizado: `${payloads.javascriptUrl} ${payloads.anchor}`,
  },
  /** Failed to send (so still editable), the hostile associate's boleto sent: it can be downloaded or removed. */
  remessaEnviada: { remessaId: 90002, descricao: `Hostil enviada ${payloads.svg}`, pagamentoGiroId: 'HOSTIL-BOLETO' },
} as const;

/** Adds the hostile associate (with a member user), management user and remessas to the mock database. */
export async function addHostileRecords() {
  const base = structuredClone(db.associados.all()[0]);
  const { associado, usuarioDoAssociado, gestor, remessa, remessaEnviada } = hostil;
  await db.associados.create({
    ...base,
    associadoId: associado.associadoId,
    nome: associado.nome,
    cpfCnpj: '11222333000181',
    email: 'hostil@example.com',
    ativo: true,
    tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: associado.tipoAssociadoNome },
    associacao: { ...base.associacao, nomeCartorio: associado.nomeCartorio, mensalidade: 150 },
    contato: { telefone: '6132345678', email: 'hostil@example.com' },
    endereco: {
      cep: '70040010',
      logradouro: associado.logradouro,
      numero: associado.numero,
      complemento: associado.complemento,
      bairro: associado.bairro,
      cidade: associado.cidade,
      uf: 'DF',
    },
    erroRemessa: associado.erroRemessa,
  });
  await db.usuarios.create({
    usuarioId: usuarioDoAssociado.usuarioId,
    nome: usuarioDoAssociado.nome,
    email: 'usuario.hostil@example.com',
    cpf: null,
    login: usuarioDoAssociado.login,
    dataNasc: '1980-01-02',
    telefone: '61987654321',
    usuarioGestao: false,
    associadoId: associado.associadoId,
    senhaHash: null,
  });
  await db.usuarios.create({
    usuarioId: gestor.usuarioId,
    nome: gestor.nome,
    email: gestor.email,
    cpf: gestor.cpf,
    login: null,
    dataNasc: null,
    telefone: null,
    usuarioGestao: true,
    associadoId: null,
    senhaHash: null,
  });
  const remessaFields = {
    tipoRemessa: { tipoRemessaId: 2, tipoRemessaNome: 'Arrecadação de Fundos' },
    dataVencimento: format(addDays(new Date(), 20), 'yyyy-MM-dd'),
    valorRemessa: 100,
    tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
    msgReenvio: null,
  } as const;
  await db.remessas.create({
    ...remessaFields,
    remessaId: remessa.remessaId,
    descricao: remessa.descricao,
    observacao: remessa.observacao,
    paragrafoPersonalizado: remessa.paragrafoPersonalizado,
    situacaoRemessa: { situacaoRemessaId: SituacaoRemessaId.EM_PREPARACAO, situacaoRemessaNome: 'Em preparação' },
  });
  await db.remessas.create({
    ...remessaFields,
    remessaId: remessaEnviada.remessaId,
    descricao: remessaEnviada.descricao,
    observacao: '',
    paragrafoPersonalizado: '',
    situacaoRemessa: { situacaoRemessaId: SituacaoRemessaId.ERRO_NO_ENVIO, situacaoRemessaNome: 'Erro no envio' },
  });
  await db.vinculos.create({
    remessaId: remessa.remessaId,
    associadoId: associado.associadoId,
    situacaoRemessaId: null,
    valorPagamento: 100,
    dataPagamento: null,
    pagamentoGiroId: null,
  });
  await db.vinculos.create({
    remessaId: remessaEnviada.remessaId,
    associadoId: associado.associadoId,
    situacaoRemessaId: SituacaoRemessaId.ENVIADO,
    valorPagamento: 100,
    dataPagamento: null,
    pagamentoGiroId: remessaEnviada.pagamentoGiroId,
  });
}

/** The boleto behind the hostile sent remessa's "Baixar boleto" now answers with `link`. */
export async function setHostileBoletoLink(link: string) {
  await db.boletos.create({ paymentId: hostil.remessaEnviada.pagamentoGiroId, link, erro: null });
}

/** Fails listing any element a payload would have created (an <img src=x>, a handler, a javascript: link). */
export function expectNothingInjected() {
  const injected = [...document.querySelectorAll(INJECTED_MARKUP)].map((element) => element.outerHTML);
  expect(injected, 'elementos criados a partir de texto do servidor').toEqual([]);
}

/** The element showing exactly `text` (as text, not markup), visible to the user. */
export function shownLiterally(text: string) {
  return screen.getAllByText(
    (_content, element) =>
      element?.textContent === text && [...(element?.children ?? [])].every((child) => child.textContent !== text),
  );
}
