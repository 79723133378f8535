import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '@/components/dialogs';
import type { RemessaOrigin } from '@/config/paths';
import { getObterAssociadoQueryKey } from '@/generated/api/associados/associados';
import { obterLinkBoleto } from '@/generated/api/giro/giro';
import {
  getBuscarRemessasQueryKey,
  getObterRemessaQueryKey,
  useDefinirMensagemReenvioRemessa,
  useEnfileirarEnvioRemessa,
  useExcluirRemessas,
  useVincularAssociadosRemessa,
} from '@/generated/api/remessas/remessas';
import type { AssociadoDaRemessa, AssociadoResumo, RemessaDetalhe } from '@/generated/model';
import { getErrorMessage } from '@/lib/http/error-message';
import { openExternalLink } from '@/utils/external-link';
import { backHrefOf } from './remessa-origin';
import { isResend } from './remessa-rules';
import { toRemessaVincular } from '@/lib/remessa-vinculo';
import { everySearchOf } from '@/components/list/search-key';

/**
 * What the remessa detail page does: send or resend, delete the remessa, add and remove
 * associates, open a boleto. Each asks for confirmation where the spec requires it (section 8),
 * shows failures in the "Erro!" alert and refreshes what it changed.
 * `const actions = useRemessaActions(remessa, origin); <Button onClick={actions.enviar} />`
 */
export function useRemessaActions(remessa: RemessaDetalhe, origin: RemessaOrigin) {
  const { confirm, alert } = useDialogs();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const vincular = useVincularAssociadosRemessa();
  const definirMensagemReenvio = useDefinirMensagemReenvioRemessa();
  const enfileirarEnvio = useEnfileirarEnvioRemessa();
  const excluirRemessas = useExcluirRemessas();
  const [boletoLoading, setBoletoLoading] = useState<string | null>(null);

  const { remessaId } = remessa;
  const busy = vincular.isPending || definirMensagemReenvio.isPending || enfileirarEnvio.isPending || excluirRemessas.isPending;

  const showError = (error: unknown) => void alert({ type: 'error', title: 'Erro!', description: getErrorMessage(error) });

  /** The remessa, the shipments list, and the pages of the associates whose remessas changed. */
  const refresh = (associadoIds: number[] = []) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getObterRemessaQueryKey(remessaId) }),
      queryClient.invalidateQueries({ queryKey: everySearchOf(getBuscarRemessasQueryKey()) }),
      ...associadoIds.map((associadoId) => queryClient.invalidateQueries({ queryKey: getObterAssociadoQueryKey(associadoId) })),
    ]);

  const everyAssociadoId = () => remessa.associados.map((associado) => associado.associadoId);

  async function enviar() {
    const resend = isResend(remessa.situacaoRemessa.situacaoRemessaId);
    const { confirmed, message } = await confirm(
      resend
        ? {
            title: 'Reenviar remessa',
            description: 'A remessa será enviada novamente aos associados que ainda não pagaram. Se quiser, escreva uma mensagem para incluir no e-mail.',
            confirmLabel: 'Reenviar',
            withMessage: true,
          }
        : {
            title: 'Iniciar envio',
            description: `Os boletos desta remessa serão enviados por e-mail a ${quantos(remessa.associados.length)}. Deseja iniciar o envio?`,
            confirmLabel: 'Iniciar envio',
          },
    );
    if (!confirmed) return;
    try {
      // The resend text must be stored before the remessa is queued: the queue reads it.
      if (resend) await definirMensagemReenvio.mutateAsync({ remessaId, data: { msgReenvio: message.trim() } });
      const { message: resultado } = await enfileirarEnvio.mutateAsync({ remessaId });
      await refresh(everyAssociadoId());
      void alert({ type: 'success', title: 'Sucesso!', description: resultado });
    } catch (error) {
      showError(error);
    }
  }

  async function deletarRemessa() {
    const { confirmed } = await confirm({
      title: 'Deletar remessa',
      description: `Tem certeza que deseja deletar a remessa "${remessa.descricao}"? Esta ação não pode ser desfeita.`,
      confirmLabel: 'Deletar',
    });
    if (!confirmed) return;
    try {
      await excluirRemessas.mutateAsync({ data: { remessasDelete: [{ remessaId }] } });
      navigate(backHrefOf(origin), { replace: true });
      queryClient.removeQueries({ queryKey: getObterRemessaQueryKey(remessaId) });
      await refresh(everyAssociadoId());
    } catch (error) {
      showError(error);
    }
  }

  async function removerAssociado(associado: AssociadoDaRemessa) {
    const { confirmed } = await confirm({
      title: 'Deletar associado da remessa',
      description: `Tem certeza que deseja remover ${associado.nome} desta remessa?`,
      confirmLabel: 'Deletar',
    });
    if (!confirmed) return;
    const restantes = remessa.associados.filter((item) => item.associadoId !== associado.associadoId);
    try {
      await vincular.mutateAsync({ data: toRemessaVincular(remessa, restantes) });
      await refresh([associado.associadoId]);
    } catch (error) {
      showError(error);
    }
  }

  /** Resolves true when the associates were added (the dialog then closes). */
  async function adicionarAssociados(escolhidos: AssociadoResumo[]): Promise<boolean> {
    try {
      await vincular.mutateAsync({ data: toRemessaVincular(remessa, [...remessa.associados, ...escolhidos]) });
      await refresh(escolhidos.map((associado) => associado.associadoId));
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  }

  async function baixarBoleto(pagamentoGiroId: string) {
    setBoletoLoading(pagamentoGiroId);
    try {
      const { link } = await obterLinkBoleto(pagamentoGiroId);
      if (!openExternalLink(link)) {
        void alert({ type: 'error', title: 'Erro!', description: 'O endereço do boleto recebido não é válido. Entre em contato com o suporte.' });
      }
    } catch (error) {
      showError(error);
    } finally {
      setBoletoLoading(null);
    }
  }

  return {
    busy,
    sending: definirMensagemReenvio.isPending || enfileirarEnvio.isPending,
    deleting: excluirRemessas.isPending,
    adding: vincular.isPending,
    boletoLoading,
    enviar,
    deletarRemessa,
    removerAssociado,
    adicionarAssociados,
    baixarBoleto,
  };
}

const quantos = (count: number) => (count === 1 ? '1 associado' : `${count} associados`);
