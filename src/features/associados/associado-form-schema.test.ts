// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CriarAssociadoBody } from '@/generated/zod/associados/associados.zod';
import type { Associado } from '@/generated/model';
import {
  associadoFormSchema,
  associadoFormToPayload,
  emptyAssociadoForm,
  type AssociadoFormValues,
} from './associado-form-schema';
import { associadoToForm } from './associado-form-values';

// The text the payload keeps as typed (masked values and dates are converted).
const rua = {
  logradouro: 'Avenida Paulista',
  numero: '1578',
  complemento: '',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
} as const;
const ana = { usuarioId: null, nome: 'Ana Souza', login: 'ana.souza', email: 'ana@cartorio-teste.com.br' };

const filled: AssociadoFormValues = {
  ...emptyAssociadoForm(),
  nome: 'Cartório Paulista de Teste',
  cpfCnpj: '11.222.333/0001-81',
  tipoAssociadoId: 1,
  associacao: {
    nomeCartorio: '1º Tabelionato de Teste',
    cnpjCartorio: '11.444.777/0001-61',
    dataAssociacao: new Date(2020, 1, 10),
    mensalidade: 480,
    cns: '',
  },
  contato: { telefone: '(11) 3234-5678', email: 'contato@cartorio-teste.com.br' },
  endereco: { cep: '01310-100', ...rua },
  usuarios: [{ ...ana, dataNasc: new Date(1985, 3, 3), telefone: '(11) 98765-4321' }],
};

// The form schema is written in the form's shape (masks, Dates, empty selects); what ties it to the
// contract is that its payload is exactly a body the generated schema accepts, nothing added.
describe('associadoFormToPayload', () => {
  it('gives exactly a body of the contract', () => {
    const payload = associadoFormToPayload(associadoFormSchema.parse(filled));
    expect(CriarAssociadoBody.parse(payload)).toEqual(payload);
    expect(payload).toEqual({
      nome: 'Cartório Paulista de Teste',
      cpfCnpj: '11222333000181',
      tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
      associacao: {
        nomeCartorio: '1º Tabelionato de Teste',
        cnpjCartorio: '11444777000161',
        dataAssociacao: '2020-02-10',
        mensalidade: 480,
        cns: null,
      },
      contato: { telefone: '1132345678', email: 'contato@cartorio-teste.com.br' },
      endereco: { cep: '01310100', ...rua },
      usuarios: [{ ...ana, dataNasc: '1985-04-03', telefone: '11987654321' }],
    });
  });

  it('sends back a stored associate as it came, with nothing the form does not edit', () => {
    const { usuarios, ...campos } = associadoFormToPayload(associadoFormSchema.parse(filled));
    const stored: Associado = {
      ...campos,
      associadoId: 7,
      ativo: true,
      email: campos.contato.email,
      telefone: campos.contato.telefone,
      associacao: { ...campos.associacao, cns: '123456' },
      usuarios: usuarios.map((usuario) => ({ ...usuario, usuarioId: 3 })),
      remessas: [],
    };
    const payload = associadoFormToPayload(associadoFormSchema.parse(associadoToForm(stored)));
    expect(payload).toEqual({ ...campos, associacao: stored.associacao, usuarios: stored.usuarios });
  });
});
