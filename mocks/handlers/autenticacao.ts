import {
  getAutenticarMockHandler,
  getRedefinirSenhaMockHandler,
  getSolicitarEsquecimentoSenhaAssociadoMockHandler,
  getSolicitarEsquecimentoSenhaMockHandler,
} from '@/generated/api/autenticacao/autenticacao.msw';
import { db } from '../db';
import { hashText, randomToken } from '../lib/hash';
import { badRequest, httpError } from '../lib/http-error';
import { sendPasswordLink } from '../lib/mailbox';
import { operation } from '../lib/operation';
import { normalize } from '../lib/search';

const RESET_LINK_SENT = 'Se o e-mail estiver cadastrado, enviaremos um link para cadastrar uma nova senha.';

async function openSession(usuarioId: number, nome: string) {
  const accessToken = randomToken();
  await db.sessoes.create({ token: accessToken, usuarioId });
  return { accessToken, nome };
}

/** Answers the same for known and unknown addresses, so nobody can probe who is registered. */
function forgotPassword(usuarioGestao: boolean) {
  return async ({ body }: { body: { email: string } }) => {
    const email = normalize(body.email);
    const usuario = db.usuarios.findFirst((q) =>
      q.where((record) => record.usuarioGestao === usuarioGestao && normalize(record.email) === email),
    );
    if (usuario) {
      await sendPasswordLink(
        usuario,
        'Cadastro de nova senha',
        `Olá, ${usuario.nome}. Recebemos um pedido para cadastrar uma nova senha. Use o link abaixo; ele vale para um único uso.`,
      );
    }
    return { message: RESET_LINK_SENT };
  };
}

export const autenticacaoHandlers = {
  autenticar: getAutenticarMockHandler(
    operation('autenticar', async ({ body }) => {
      const usuario = db.usuarios.findFirst((q) => q.where({ cpf: body.cpf, usuarioGestao: true }));
      if (!usuario?.senhaHash || usuario.senhaHash !== (await hashText(body.senha))) {
        throw httpError(401, 'CPF ou senha incorretos.');
      }
      return openSession(usuario.usuarioId, usuario.nome);
    }),
  ),
  solicitarEsquecimentoSenha: getSolicitarEsquecimentoSenhaMockHandler(
    operation('solicitarEsquecimentoSenha', forgotPassword(true)),
  ),
  solicitarEsquecimentoSenhaAssociado: getSolicitarEsquecimentoSenhaAssociadoMockHandler(
    operation('solicitarEsquecimentoSenhaAssociado', forgotPassword(false)),
  ),
  redefinirSenha: getRedefinirSenhaMockHandler(
    operation('redefinirSenha', async ({ body }) => {
      const link = db.tokensSenha.findFirst((q) => q.where({ token: body.token }));
      const usuario = link ? db.usuarios.findFirst((q) => q.where({ usuarioId: link.usuarioId })) : undefined;
      if (!link || link.usado || !usuario) {
        throw badRequest('Este link de cadastro de senha é inválido ou já foi usado. Peça um novo link.');
      }
      if (body.senha !== body.confirmaSenha) throw badRequest('A confirmação não é igual à nova senha.');
      const senhaHash = await hashText(body.senha);
      await db.usuarios.update((q) => q.where({ usuarioId: usuario.usuarioId }), {
        data(record) {
          record.senhaHash = senhaHash;
        },
      });
      await db.tokensSenha.update((q) => q.where({ token: body.token }), {
        data(record) {
          record.usado = true;
        },
      });
      // Member users sign in to the associate portal, not to the panel: no panel session for them.
      if (!usuario.usuarioGestao) return { accessToken: `portal-${randomToken()}`, nome: usuario.nome };
      return openSession(usuario.usuarioId, usuario.nome);
    }),
  ),
};
