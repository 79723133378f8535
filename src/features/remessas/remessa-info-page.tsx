import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchInput } from '@/components/list/search-input';
import { paths, type RemessaOrigin } from '@/config/paths';
import { useObterRemessa } from '@/generated/api/remessas/remessas';
import type { RemessaDetalhe } from '@/generated/model';
import { useAddAssociados, useBoleto, useDeleteRemessa, useRemoveAssociado, useSendRemessa } from './api';
import { useCopyBoletoLink } from './boleto-link';
import { ExportarPagantesButton } from './pagantes-export';
import { filterAssociados } from './remessa-associados-search';
import { RemessaAssociadosTable } from './remessa-associados-table';
import { backHrefOf, useRemessaOrigin } from './remessa-origin';
import { BackLink } from '@/components/layout/back-link';
import { RecordPage, useRecordId } from '@/components/record/record-page';
import { BlockedTabLink } from '@/components/layout/blocked-tab-link';
import { RemessaResumo } from './remessa-resumo';
import { isEditable, isResend, isSending, refreshIntervalOf } from './remessa-rules';
import './remessas.css';
import { Icon } from '@/components/ui/icon';

// PrimeReact's dialogs, with their theme, load when first opened, not with the page.
const AdicionarAssociadoDialog = lazy(() =>
  import('./adicionar-associado-dialog').then((m) => ({ default: m.AdicionarAssociadoDialog })),
);
const BoletoLinkDialog = lazy(() => import('./boleto-link-dialog').then((m) => ({ default: m.BoletoLinkDialog })));

/** /remessas/info/:remessaId — the remessa, its associates, sending and deleting. */
export function RemessaInfoPage() {
  const remessaId = useRecordId('remessaId');
  const origin = useRemessaOrigin();
  const query = useObterRemessa(remessaId ?? 0, {
    query: {
      enabled: remessaId !== undefined,
      // While the remessa is being sent (and paid), the page follows it by itself.
      refetchInterval: (query) => refreshIntervalOf(query.state.data?.situacaoRemessa.situacaoRemessaId),
    },
  });
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
      query={query}
      problem={remessaId === undefined && 'Remessa não encontrada.'}
    >
      {(remessa) => remessa && <RemessaInfo remessa={remessa} origin={origin} />}
    </RecordPage>
  );
}

function RemessaInfo({ remessa, origin }: { remessa: RemessaDetalhe; origin: RemessaOrigin }) {
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
  const [adding, setAdding] = useState(false);
  const situacaoRemessaId = remessa.situacaoRemessa.situacaoRemessaId;
  const editable = isEditable(situacaoRemessaId);
  const semAssociados = remessa.associados.length === 0;
  const visible = useMemo(() => filterAssociados(remessa.associados, search), [remessa.associados, search]);

  return (
    <>
      {isSending(situacaoRemessaId) && (
        <p className="notice" role="status">
          Envio em andamento. Esta página se atualiza sozinha.
        </p>
      )}
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
            {!semAssociados && <ExportarPagantesButton remessaId={remessa.remessaId} />}
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
        <SearchInput
          label="Pesquisar associados da remessa"
          placeholder="Pesquise por nome, e-mail ou CPF/CNPJ"
          value={search}
          onSearch={setSearch}
          // The list is already here: filtering costs nothing, so a short pause is enough.
          delayMs={300}
          className="remessa-associados__search"
        />
        {boleto.blockedHref && <BlockedTabLink href={boleto.blockedHref} label="Abrir o boleto" />}
        <RemessaAssociadosTable
          associados={visible}
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
