import { situacaoRemessaLabels } from '@/config/domain';
import {
  getAtualizarRemessaMockHandler,
  getBuscarRemessasMockHandler,
  getCriarRemessaMockHandler,
  getDefinirMensagemReenvioRemessaMockHandler,
  getEnfileirarEnvioRemessaMockHandler,
  getExcluirRemessasMockHandler,
  getObterRemessaMockHandler,
  getVincularAssociadosRemessaMockHandler,
} from '@/generated/api/remessas/remessas.msw';
import { SituacaoRemessaId, TipoRemessaId, type RemessaBuscaRequest, type RemessaSalvar } from '@/generated/model';
import { db } from '../db';
import { presentAssociadoDaRemessa, presentRemessa } from '../db/presenters';
import type { RemessaRecord } from '../db/schema';
import { badRequest, notFound } from '../lib/http-error';
import { operation } from '../lib/operation';
import { containsText, nameRank, normalize, searchPage } from '../lib/search';
import { startSending } from '../lib/remessa-lifecycle';
import { mapInSlices } from '../lib/slices';

/** Remessas of the status asked for whose description or note holds the search; the newest first. */
function searchRemessas(body: RemessaBuscaRequest) {
  const search = normalize(body.descricao);
  const matches = (remessa: RemessaRecord) =>
    (!body.situacaoRemessaId || remessa.situacaoRemessa.situacaoRemessaId === body.situacaoRemessaId) &&
    (!search || containsText(remessa.descricao, search) || containsText(remessa.observacao, search));
  const newestFirst = db.remessas.all().sort((a, b) => b.remessaId - a.remessaId);
  return searchPage(newestFirst, body, matches, presentRemessa);
}

export function findRemessa(remessaId: number) {
  const remessa = db.remessas.findFirst((q) => q.where({ remessaId }));
  if (!remessa) throw notFound('Remessa não encontrada.');
  return remessa;
}

/** Statuses in which a remessa may still change (spec section 4: 1, and 5 on the detail page). */
const EDITABLE = new Set<number>([SituacaoRemessaId.EM_PREPARACAO, SituacaoRemessaId.ERRO_NO_ENVIO]);

const remessaFields = (body: RemessaSalvar) => ({
  descricao: body.descricao,
  observacao: body.observacao,
  paragrafoPersonalizado: body.paragrafoPersonalizado,
  tipoRemessa: body.tipoRemessa,
  dataVencimento: body.dataVencimento,
  valorRemessa: body.tipoRemessa.tipoRemessaId === TipoRemessaId.MENSALIDADE ? 0 : body.valorRemessa,
  tipoAssociado: body.tipoAssociado,
});

export const remessasHandlers = {
  buscarRemessas: getBuscarRemessasMockHandler(operation('buscarRemessas', ({ body }) => searchRemessas(body))),
  obterRemessa: getObterRemessaMockHandler(
    operation('obterRemessa', async ({ params }) => {
      const remessa = findRemessa(params.remessaId);
      // Its payers through the index, by name without comparing names (the associates' name order is kept).
      const payers = db.vinculos
        .findMany((q) => q.where({ remessaId: remessa.remessaId }))
        .flatMap((vinculo) => {
          const associado = db.associados.get(String(vinculo.associadoId));
          return associado ? [{ associado, vinculo, rank: nameRank(db.associados, associado) }] : [];
        })
        .sort((a, b) => a.rank - b.rank);
      // Presented in slices, so the demo's page keeps responding (the export of 10,000 payers).
      const associados = await mapInSlices(payers, ({ associado, vinculo }) =>
        presentAssociadoDaRemessa(associado, vinculo),
      );
      return { ...presentRemessa(remessa), associados };
    }),
  ),
  criarRemessa: getCriarRemessaMockHandler(
    operation('criarRemessa', async ({ body }) => {
      if (body.tipoRemessa.tipoRemessaId !== TipoRemessaId.MENSALIDADE && body.valorRemessa <= 0) {
        throw badRequest('Informe o valor da remessa.');
      }
      const remessaId = db.remessas.nextId();
      const situacaoRemessaId = SituacaoRemessaId.EM_PREPARACAO;
      await db.remessas.create({
        ...remessaFields(body),
        remessaId,
        situacaoRemessa: { situacaoRemessaId, situacaoRemessaNome: situacaoRemessaLabels[situacaoRemessaId] },
        msgReenvio: null,
      });
      return { remessaId };
    }),
  ),
  atualizarRemessa: getAtualizarRemessaMockHandler(
    operation('atualizarRemessa', async ({ body }) => {
      const remessa = findRemessa(body.remessaId);
      if (!EDITABLE.has(remessa.situacaoRemessa.situacaoRemessaId)) {
        throw badRequest('Só é possível editar remessas em preparação ou com erro no envio.');
      }
      const { situacaoRemessaId } = body.situacaoRemessa;
      await db.remessas.update((q) => q.where({ remessaId: body.remessaId }), {
        data(record) {
          Object.assign(record, remessaFields(body));
          record.situacaoRemessa = { situacaoRemessaId, situacaoRemessaNome: situacaoRemessaLabels[situacaoRemessaId] };
        },
      });
      return { message: 'Remessa atualizada.' };
    }),
  ),
  vincularAssociadosRemessa: getVincularAssociadosRemessaMockHandler(
    operation('vincularAssociadosRemessa', async ({ body }) => {
      const remessa = findRemessa(body.remessaId);
      const { remessaId } = remessa;
      const wanted = new Set(body.associadosRemessa.map((associado) => associado.associadoId));
      const current = db.vinculos.findMany((q) => q.where({ remessaId }));
      const linked = new Set(current.map((vinculo) => vinculo.associadoId));
      if (!EDITABLE.has(remessa.situacaoRemessa.situacaoRemessaId)) {
        // Once sent, only an associate whose boleto went out (3 Enviado) may still leave (spec section 4).
        const onlyRemovesSent =
          [...wanted].every((associadoId) => linked.has(associadoId)) &&
          current.every(
            (vinculo) => wanted.has(vinculo.associadoId) || vinculo.situacaoRemessaId === SituacaoRemessaId.ENVIADO,
          );
        if (!onlyRemovesSent)
          throw badRequest('Só é possível alterar os associados de remessas em preparação ou com erro no envio.');
      }
      const added = [...wanted].filter((associadoId) => !linked.has(associadoId));
      const associados = added.map((associadoId) => {
        const associado = db.associados.get(String(associadoId));
        if (!associado) throw notFound(`Associado ${associadoId} não encontrado.`);
        return associado;
      });
      db.vinculos.deleteMany((q) => q.where({ remessaId }).where((vinculo) => !wanted.has(vinculo.associadoId)));
      for (const associado of associados) {
        await db.vinculos.create({
          remessaId,
          associadoId: associado.associadoId,
          // Not sent yet: no status of its own until the remessa is sent.
          situacaoRemessaId: null,
          valorPagamento:
            remessa.tipoRemessa.tipoRemessaId === TipoRemessaId.MENSALIDADE
              ? associado.associacao.mensalidade
              : remessa.valorRemessa,
          dataPagamento: null,
          pagamentoGiroId: null,
        });
      }
      return { message: 'Associados da remessa atualizados.' };
    }),
  ),
  definirMensagemReenvioRemessa: getDefinirMensagemReenvioRemessaMockHandler(
    operation('definirMensagemReenvioRemessa', async ({ params, body }) => {
      findRemessa(params.remessaId);
      await db.remessas.update((q) => q.where({ remessaId: params.remessaId }), {
        data: (record) => void (record.msgReenvio = body.msgReenvio),
      });
      return { message: 'Mensagem de reenvio registrada.' };
    }),
  ),
  enfileirarEnvioRemessa: getEnfileirarEnvioRemessaMockHandler(
    operation('enfileirarEnvioRemessa', async ({ params }) => {
      const remessa = findRemessa(params.remessaId);
      if (!EDITABLE.has(remessa.situacaoRemessa.situacaoRemessaId)) throw badRequest('Esta remessa já foi enviada.');
      if (!db.vinculos.findFirst((q) => q.where({ remessaId: remessa.remessaId }))) {
        throw badRequest('Necessário adicionar associado na remessa.');
      }
      await startSending(remessa.remessaId);
      return { message: 'Remessa adicionada à fila de envio. Os boletos serão enviados por e-mail aos associados.' };
    }),
  ),
  excluirRemessas: getExcluirRemessasMockHandler(
    operation('excluirRemessas', ({ body }) => {
      const ids = new Set(body.remessasDelete.map((item) => item.remessaId));
      for (const id of ids) {
        if (!EDITABLE.has(findRemessa(id).situacaoRemessa.situacaoRemessaId)) {
          throw badRequest('Só é possível excluir remessas em preparação ou com erro no envio.');
        }
      }
      for (const remessaId of ids) {
        db.remessas.delete((q) => q.where({ remessaId }));
        db.vinculos.deleteMany((q) => q.where({ remessaId }));
      }
      return { message: ids.size > 1 ? 'Remessas excluídas.' : 'Remessa excluída.' };
    }),
  ),
};
