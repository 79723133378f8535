import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths, type RemessaOrigin } from '@/config/paths';
import type { RemessaDetalhe } from '@/generated/model';
import { formatTime } from '@/utils/br/dates';
import { useAddAssociados, useDeleteRemessa, useRemoveAssociado, useSendRemessa } from '../api';
import { useFollowedRemessa, type FollowedRemessa } from '../acompanhamento/remessa-follow';
import { backHrefOf, useRemessaOrigin } from '../remessa-origin';
import { BackLink } from '@/components/layout/back-link';
import { RecordPage, useRecordId } from '@/components/record/record-page';
import { PagantesDaCopiaAviso } from '../duplicar/pagantes-da-copia-aviso';
import { RemessaPagantes } from '../pagantes/remessa-pagantes';
import { RemessaResumo } from './remessa-resumo';
import { isEditable, isResend, isSending } from '../remessa-rules';
import '../remessas.css';

// PrimeReact's dialog, with its theme, loads when first opened, not with the page.
const AdicionarAssociadoDialog = lazy(() =>
  import('../pagantes/adicionar-associado-dialog').then((m) => ({ default: m.AdicionarAssociadoDialog })),
);

/** /remessas/info/:remessaId — the remessa, its associates, sending and deleting. */
export function RemessaInfoPage() {
  const remessaId = useRecordId('remessaId');
  const origin = useRemessaOrigin();
  // While the remessa is being sent (and paid), the page follows it by itself.
  const followed = useFollowedRemessa(remessaId);
  return (
    <RecordPage
      title="Informações da remessa"
      recordName={(remessa) => remessa.descricao}
      back={<BackLink to={backHrefOf(origin)}>Voltar</BackLink>}
      actions={(remessa) => (
        <>
          {/* Next month's remessa from this one, whatever its situação. */}
          <LinkButton
            to={paths.remessas.nova.getHref(remessa.remessaId)}
            label="Duplicar"
            icon="pi-copy"
            variant="outlined"
          />
          {isEditable(remessa.situacaoRemessa.situacaoRemessaId) && (
            <LinkButton
              to={paths.remessas.editar.getHref(remessa.remessaId, origin)}
              label="Editar"
              icon="pi-pencil"
              variant="outlined"
            />
          )}
        </>
      )}
      query={followed.query}
      problem={remessaId === undefined && 'Remessa não encontrada.'}
      // A read that failed (Atualizar, or one the page made by itself) says why above what is shown.
      showRefreshError
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
  const remove = useDeleteRemessa('page', () => navigate(backHrefOf(origin), { replace: true, flushSync: true }));
  const add = useAddAssociados(remessa);
  const removeAssociado = useRemoveAssociado(remessa);
  // Any call of the page is running: no second action starts.
  const busy = send.isPending || remove.isPending || add.isPending || removeAssociado.isPending;
  const [adding, setAdding] = useState(false);
  const situacaoRemessaId = remessa.situacaoRemessa.situacaoRemessaId;
  const editable = isEditable(situacaoRemessaId);
  const semAssociados = remessa.associados.length === 0;

  return (
    <>
      {isSending(situacaoRemessaId) && (
        <p className="notice" role="status">
          Envio em andamento. Esta página se atualiza sozinha.
        </p>
      )}
      <PagantesDaCopiaAviso remessa={remessa} busy={busy} />
      <Atualizacao followed={followed} />
      <RemessaResumo remessa={remessa} />

      <RemessaPagantes
        remessa={remessa}
        busy={busy}
        onAdicionar={editable ? () => setAdding(true) : undefined}
        onRemover={(associado) => void removeAssociado.run(associado)}
      />

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
