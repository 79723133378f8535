import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchInput } from '@/components/list/search-input';
import { paths, type RemessaOrigin } from '@/config/paths';
import type { RemessaDetalhe } from '@/generated/model';
import { formatTime } from '@/utils/br/dates';
import { useAddAssociados, useBoleto, useDeleteRemessa, useRemoveAssociado, useSendRemessa } from './api';
import { useCopyBoletoLink } from './boleto-link';
import { ExportarPagantesButton } from './pagantes-export';
import { PagantesResumo } from './pagantes-resumo';
import type { SituacaoPagante } from './remessa-associados-search';
import { RemessaAssociadosTable } from './remessa-associados-table';
import { useFollowedRemessa, type FollowedRemessa } from './remessa-follow';
import { backHrefOf, useRemessaOrigin } from './remessa-origin';
import { BackLink } from '@/components/layout/back-link';
import { RecordPage, useRecordId } from '@/components/record/record-page';
import { BlockedTabLink } from '@/components/layout/blocked-tab-link';
import { RemessaResumo } from './remessa-resumo';
import { isEditable, isResend, isSending } from './remessa-rules';
import { usePagantesView } from './use-pagantes-view';
import './remessas.css';
import { Icon } from '@/components/ui/icon';

const number = new Intl.NumberFormat('pt-BR');
/** "12.500 pagantes", or "1.234 de 12.500 pagantes" when a search or a situação leaves some out. */
const shownOf = (shown: number, total: number) =>
  shown === total
    ? `${number.format(total)} ${total === 1 ? 'pagante' : 'pagantes'}`
    : `${number.format(shown)} de ${number.format(total)} pagantes`;

// PrimeReact's dialogs, with their theme, load when first opened, not with the page.
const AdicionarAssociadoDialog = lazy(() =>
  import('./adicionar-associado-dialog').then((m) => ({ default: m.AdicionarAssociadoDialog })),
);
const BoletoLinkDialog = lazy(() => import('./boleto-link-dialog').then((m) => ({ default: m.BoletoLinkDialog })));

/** /remessas/info/:remessaId — the remessa, its associates, sending and deleting. */
export function RemessaInfoPage() {
  const remessaId = useRecordId('remessaId');
  const origin = useRemessaOrigin();
  // While the remessa is being sent (and paid), the page follows it by itself.
  const followed = useFollowedRemessa(remessaId);
  return (
    <RecordPage
      title="Informações da remessa"
      back={<BackLink to={backHrefOf(origin)}>Voltar</BackLink>}
      actions={(remessa) =>
        isEditable(remessa.situacaoRemessa.situacaoRemessaId) && (
          <LinkButton
            to={paths.remessas.editar.getHref(remessa.remessaId, origin)}
            label="Editar"
            icon="pi-pencil"
            variant="outlined"
          />
        )
      }
      query={followed.query}
      problem={remessaId === undefined && 'Remessa não encontrada.'}
    >
      {(remessa) => remessa && <RemessaInfo remessa={remessa} origin={origin} followed={followed} />}
    </RecordPage>
  );
}

/** "Atualizado às 14:32:05", or "à 01:05:00". */
const atTime = (time: number) => {
  const date = new Date(time);
  return `${date.getHours() === 1 ? 'à' : 'às'} ${formatTime(date)}`;
};

/** When the page last learned what the server holds, and Atualizar, which reads the whole remessa now. */
function Atualizacao({ followed }: { followed: FollowedRemessa }) {
  return (
    <div className="remessa-atualizacao">
      <p className="remessa-atualizacao__quando">
        Atualizado {atTime(followed.updatedAt)}
        {followed.payersReadAt !== undefined && <> · pagantes lidos {atTime(followed.payersReadAt)}</>}
        {followed.checkFailed && <> · não foi possível verificar a remessa agora; a página tentará de novo</>}
      </p>
      <Button
        label="Atualizar"
        icon="pi-refresh"
        size="small"
        variant="outlined"
        loading={followed.refreshing}
        onClick={followed.refresh}
      />
    </div>
  );
}

function RemessaInfo({
  remessa,
  origin,
  followed,
}: {
  remessa: RemessaDetalhe;
  origin: RemessaOrigin;
  followed: FollowedRemessa;
}) {
  const navigate = useNavigate();
  const send = useSendRemessa(remessa);
  const remove = useDeleteRemessa('page', () => navigate(backHrefOf(origin), { replace: true }));
  const add = useAddAssociados(remessa);
  const removeAssociado = useRemoveAssociado(remessa);
  const boleto = useBoleto();
  const copyLink = useCopyBoletoLink();
  // Any call of the page is running: no second action starts.
  const busy = send.isPending || remove.isPending || add.isPending || removeAssociado.isPending;
  const [search, setSearch] = useState('');
  const [situacao, setSituacao] = useState<SituacaoPagante | null>(null);
  const [adding, setAdding] = useState(false);
  const situacaoRemessaId = remessa.situacaoRemessa.situacaoRemessaId;
  const editable = isEditable(situacaoRemessaId);
  const total = remessa.associados.length;
  const semAssociados = total === 0;
  const { situacoes, visible, pending } = usePagantesView(remessa.associados, search, situacao);

  return (
    <>
      {isSending(situacaoRemessaId) && (
        <p className="notice" role="status">
          Envio em andamento. Esta página se atualiza sozinha.
        </p>
      )}
      <Atualizacao followed={followed} />
      <RemessaResumo remessa={remessa} />

      <section className="card" aria-labelledby="remessa-associados-titulo">
        <div className="remessa-associados__header">
          <h2 id="remessa-associados-titulo">Associados da remessa</h2>
          <div className="remessa-associados__actions">
            <p className="remessa-associados__copied" role="status">
              {copyLink.message && (
                <>
                  <Icon name="pi-check-circle" /> {copyLink.message}
                </>
              )}
            </p>
            {!semAssociados && <ExportarPagantesButton remessaId={remessa.remessaId} associados={visible} />}
            {editable && (
              <Button
                type="button"
                icon="pi-plus"
                label="Adicionar associado"
                onClick={() => setAdding(true)}
                disabled={busy}
              />
            )}
          </div>
        </div>
        {!semAssociados && (
          <PagantesResumo
            total={total}
            counts={situacoes.counts}
            totalPago={remessa.totalPago}
            totalPendente={remessa.totalPendente}
            situacao={situacao}
            onSituacao={setSituacao}
          />
        )}
        <div className="remessa-associados__busca">
          <SearchInput
            label="Pesquisar associados da remessa"
            placeholder="Pesquise por nome, e-mail ou CPF/CNPJ"
            value={search}
            onSearch={setSearch}
            // The list is already here: its search is a pass over an index, so a short pause is enough.
            delayMs={300}
            className="remessa-associados__search"
          />
          <p className="remessa-associados__contagem" role="status">
            {pending ? 'Pesquisando…' : shownOf(visible.length, total)}
          </p>
        </div>
        {boleto.blockedHref && <BlockedTabLink href={boleto.blockedHref} label="Abrir o boleto" />}
        <RemessaAssociadosTable
          associados={visible}
          refreshing={pending}
          situacaoRemessaId={situacaoRemessaId}
          emptyMessage={semAssociados ? 'Nenhum associado nesta remessa.' : 'Nenhum associado encontrado.'}
          busy={busy}
          boletoLoading={boleto.loadingId}
          onRemover={(associado) => void removeAssociado.run(associado)}
          onBaixarBoleto={(pagamentoGiroId) => void boleto.open(pagamentoGiroId)}
          onCopiarLink={(associado) => void copyLink.run(associado)}
        />
      </section>

      {editable && (
        <div className="remessa-footer">
          <Button
            type="button"
            label="Deletar Remessa"
            icon="pi-trash"
            severity="danger"
            variant="outlined"
            onClick={() => void remove.run(remessa)}
            disabled={busy}
            loading={remove.isPending}
          />
          <div className="remessa-footer__send">
            {semAssociados && (
              <small id="remessa-envio-dica" className="form-field__hint">
                Necessário adicionar associado na remessa
              </small>
            )}
            <Button
              type="button"
              label={isResend(situacaoRemessaId) ? 'Reenviar' : 'Iniciar envio'}
              icon="pi-send"
              onClick={() => void send.run()}
              disabled={semAssociados || busy}
              loading={send.isPending}
              aria-describedby={semAssociados ? 'remessa-envio-dica' : undefined}
            />
          </div>
        </div>
      )}

      <Suspense fallback={null}>
        {copyLink.manual && <BoletoLinkDialog link={copyLink.manual} onClose={copyLink.closeManual} />}

        {adding && (
          <AdicionarAssociadoDialog
            remessa={remessa}
            adding={add.isPending || removeAssociado.isPending}
            onAdd={async (escolhidos) => {
              if (await add.run(escolhidos)) setAdding(false);
            }}
            onRemove={removeAssociado.run}
            onClose={() => setAdding(false)}
          />
        )}
      </Suspense>
    </>
  );
}
