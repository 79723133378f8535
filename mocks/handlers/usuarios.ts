import {
  getAtualizarUsuarioMockHandler,
  getBuscarUsuariosMockHandler,
  getCriarUsuarioMockHandler,
  getExcluirUsuariosMockHandler,
  getObterUsuarioMockHandler,
} from '@/generated/api/usuarios/usuarios.msw';
import { TipoUsuarioFiltro, type UsuarioBuscaRequest } from '@/generated/model';
import { db } from '../db';
import { presentUsuario } from '../db/presenters';
import type { UsuarioRecord } from '../db/schema';
import { badRequest, notFound } from '../lib/http-error';
import { sendPasswordLink } from '../lib/mailbox';
import { operation } from '../lib/operation';
import { containsDigits, containsText, inNameOrder, isDigitSearch, normalize, searchPage } from '../lib/search';

const profileMatches: Record<TipoUsuarioFiltro, (usuario: UsuarioRecord) => boolean> = {
  [TipoUsuarioFiltro.TODOS]: () => true,
  [TipoUsuarioFiltro.ADMIN]: (usuario) => usuario.usuarioGestao,
  [TipoUsuarioFiltro.ASSOCIADO]: (usuario) => !usuario.usuarioGestao,
};

/** Users of the profile asked for whose name, e-mail, login or CPF holds the search; by name. */
function searchUsuarios(body: UsuarioBuscaRequest) {
  const search = normalize(body.descricao);
  const matches = (usuario: UsuarioRecord) =>
    profileMatches[body.tipoUsuario](usuario) &&
    (!search ||
      containsText(usuario.nome, search) ||
      containsText(usuario.email, search) ||
      containsText(usuario.login, search) ||
      (isDigitSearch(body.descricao) && containsDigits(usuario.cpf, body.descricao)));
  return searchPage(inNameOrder(db.usuarios), body, matches, presentUsuario);
}

function findUsuario(usuarioId: number) {
  const usuario = db.usuarios.findFirst((q) => q.where({ usuarioId }));
  if (!usuario) throw notFound('Usuário não encontrado.');
  return usuario;
}

function assertUnique(cpf: string, email: string, exceptId?: number) {
  const other = (usuario: UsuarioRecord) => usuario.usuarioId !== exceptId;
  if (db.usuarios.findFirst((q) => q.where({ cpf }).where(other)))
    throw badRequest('Já existe um usuário com este CPF.');
  const sameEmail = normalize(email);
  if (db.usuarios.findFirst((q) => q.where((u) => other(u) && normalize(u.email) === sameEmail)))
    throw badRequest('Já existe um usuário com este e-mail.');
}

export const usuariosHandlers = {
  buscarUsuarios: getBuscarUsuariosMockHandler(operation('buscarUsuarios', ({ body }) => searchUsuarios(body))),
  obterUsuario: getObterUsuarioMockHandler(
    operation('obterUsuario', ({ params }) => presentUsuario(findUsuario(params.usuarioId))),
  ),
  criarUsuario: getCriarUsuarioMockHandler(
    operation('criarUsuario', async ({ body }) => {
      assertUnique(body.cpf, body.email);
      const usuario = await db.usuarios.create({
        ...body,
        usuarioId: db.usuarios.nextId(),
        login: null,
        dataNasc: null,
        telefone: null,
        usuarioGestao: true,
        associadoId: null,
        senhaHash: null,
      });
      // The password is never chosen by staff: the new user gets a link to create it.
      await sendPasswordLink(
        usuario,
        'Bem-vindo ao painel da associação',
        `Olá, ${usuario.nome}. Seu acesso ao painel foi criado. Use o link abaixo para cadastrar sua senha.`,
      );
      return { message: 'Usuário cadastrado. A senha foi enviada por e-mail.' };
    }),
  ),
  atualizarUsuario: getAtualizarUsuarioMockHandler(
    operation('atualizarUsuario', async ({ body }) => {
      const usuario = findUsuario(body.usuarioId);
      if (!usuario.usuarioGestao) throw badRequest('Usuários de associados são editados no cadastro do associado.');
      assertUnique(usuario.cpf ?? body.cpf, body.email, body.usuarioId);
      // The CPF is the login of a management user and cannot change.
      await db.usuarios.update((q) => q.where({ usuarioId: body.usuarioId }), {
        data(record) {
          record.nome = body.nome;
          record.email = body.email;
        },
      });
      return { message: 'Usuário atualizado.' };
    }),
  ),
  excluirUsuarios: getExcluirUsuariosMockHandler(
    operation('excluirUsuarios', ({ body, usuario: signedIn }) => {
      const ids = new Set(body.usuariosDelete.map((item) => item.usuarioId));
      ids.forEach(findUsuario);
      if (signedIn && ids.has(signedIn.usuarioId)) throw badRequest('Você não pode excluir o seu próprio usuário.');
      for (const usuarioId of ids) {
        db.usuarios.delete((q) => q.where({ usuarioId }));
        db.sessoes.deleteMany((q) => q.where({ usuarioId }));
      }
      return { message: ids.size > 1 ? 'Usuários excluídos.' : 'Usuário excluído.' };
    }),
  ),
};
