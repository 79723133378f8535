import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { chooseOption, typeDate } from '../form-controls';

/** One titled section of the associate form or detail page. */
export const section = (name: string) => within(screen.getByRole('region', { name }));

/** Waits for the whole associate form, down to its last section (the record may still be loading). */
export async function associadoFormShown() {
  await screen.findByRole('region', { name: 'Usuários' });
}

/** The block of the n-th user (1-based). */
export const usuarioBlock = (position: number) => within(screen.getByRole('group', { name: `Usuário ${position}` }));

export interface UsuarioInput {
  nome: string;
  login: string;
  email: string;
  dataNasc: string;
  telefone: string;
}

export interface AssociadoInput {
  nome: string;
  cpfCnpj: string;
  tipo: 'Associados' | 'Internos';
  dataAssociacao: string;
  nomeCartorio: string;
  cnpjCartorio: string;
  cns: string;
  mensalidade: string;
  telefone: string;
  email: string;
  cep: string;
  numero: string;
  complemento: string;
  usuarios: UsuarioInput[];
}

export async function fillUsuario(user: UserEvent, position: number, usuario: UsuarioInput) {
  const block = usuarioBlock(position);
  await user.type(block.getByLabelText('Nome'), usuario.nome);
  await user.type(block.getByLabelText('Login'), usuario.login);
  await user.type(block.getByLabelText('E-mail'), usuario.email);
  await typeDate(user, block.getByLabelText('Data de nascimento'), usuario.dataNasc);
  await user.type(block.getByLabelText('Telefone'), usuario.telefone);
}

/** Fills a new associate form; the address comes from the CEP lookup. */
export async function fillAssociado(user: UserEvent, associado: AssociadoInput) {
  const associacao = section('Associação');
  await user.type(associacao.getByLabelText('Nome'), associado.nome);
  await user.type(associacao.getByLabelText('CPF/CNPJ'), associado.cpfCnpj);
  await chooseOption(user, associacao.getByLabelText('Tipo de associado'), associado.tipo);
  await typeDate(user, associacao.getByLabelText('Data de associação'), associado.dataAssociacao);
  await user.type(associacao.getByLabelText('Nome do cartório'), associado.nomeCartorio);
  await user.type(associacao.getByLabelText('CNPJ do cartório'), associado.cnpjCartorio);
  if (associado.cns) await user.type(associacao.getByLabelText('CNS'), associado.cns);
  await user.type(section('Informações de cobrança').getByLabelText('Mensalidade'), associado.mensalidade);
  await user.type(section('Contato').getByLabelText('Telefone'), associado.telefone);
  await user.type(section('Contato').getByLabelText('E-mail'), associado.email);
  const endereco = section('Endereço');
  await user.type(endereco.getByLabelText('CEP'), associado.cep);
  await user.tab();
  await within(endereco.getByLabelText('Logradouro').parentElement as HTMLElement).findByDisplayValue(/.+/);
  await user.type(endereco.getByLabelText('Número'), associado.numero);
  if (associado.complemento) await user.type(endereco.getByLabelText('Complemento'), associado.complemento);
  for (const [index, usuario] of associado.usuarios.entries()) {
    if (index > 0) await user.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    await fillUsuario(user, index + 1, usuario);
  }
}
