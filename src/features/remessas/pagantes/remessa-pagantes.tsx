import { lazy, Suspense, useState } from 'react';
import { SearchInput } from '@/components/list/search-input';
import { useSortParam } from '@/components/list/sort-state';
import { BlockedTabLink } from '@/components/layout/blocked-tab-link';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { AssociadoDaRemessa, RemessaDetalhe } from '@/generated/model';
import { useBoleto } from '../api';
import { useCopyBoletoLink } from './boleto-link';
import { ExportarPagantesButton } from './pagantes-export';
import { PagantesResumo } from './pagantes-resumo';
import type { SituacaoPagante } from './remessa-associados-search';
import { RemessaAssociadosTable } from './remessa-associados-table';
import { usePagantesView } from './use-pagantes-view';

// PrimeReact's dialog, with its theme, loads when first opened, not with the page.
const BoletoLinkDialog = lazy(() => import('./boleto-link-dialog').then((m) => ({ default: m.BoletoLinkDialog })));

const number = new Intl.NumberFormat('pt-BR');
/** "12.500 pagantes", or "1.234 de 12.500 pagantes" when a search or a situação leaves some out. */
const shownOf = (shown: number, total: number) =>
  shown === total
    ? `${number.format(total)} ${total === 1 ? 'pagante' : 'pagantes'}`
    : `${number.format(shown)} de ${number.format(total)} pagantes`;

interface RemessaPagantesProps {
  remessa: RemessaDetalhe;
  /** Any call of the page is running: no second action starts. */
  busy: boolean;
  /** Adicionar associado, while the remessa may change. */
  onAdicionar?: () => void;
  onRemover: (associado: AssociadoDaRemessa) => void;
}

/**
 * "Associados da remessa": the payers at a glance (paid against the whole, the count in each
 * situação as a filter), the search, the table and its row actions, and Exportar pagantes of what
 * is shown. Its own component, so a search or a filter re-renders this section alone.
 * `<RemessaPagantes remessa={remessa} busy={busy} onAdicionar={…} onRemover={…} />`
 */
export function RemessaPagantes({ remessa, busy, onAdicionar, onRemover }: RemessaPagantesProps) {
  const boleto = useBoleto();
  const copyLink = useCopyBoletoLink();
  const [search, setSearch] = useState('');
  const [situacao, setSituacao] = useState<SituacaoPagante | null>(null);
  const sort = useSortParam();
  const total = remessa.associados.length;
  const semAssociados = total === 0;
  const { situacoes, visible, pending } = usePagantesView(remessa.associados, search, situacao);

  return (
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
          {!semAssociados && (
            <ExportarPagantesButton remessaId={remessa.remessaId} associados={visible} situacao={situacao} />
          )}
          {onAdicionar && (
            <Button type="button" icon="pi-plus" label="Adicionar associado" onClick={onAdicionar} disabled={busy} />
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
        situacaoRemessaId={remessa.situacaoRemessa.situacaoRemessaId}
        emptyMessage={semAssociados ? 'Nenhum associado nesta remessa.' : 'Nenhum associado encontrado.'}
        busy={busy}
        boletoLoading={boleto.loadingId}
        onRemover={onRemover}
        onBaixarBoleto={(pagamentoGiroId) => void boleto.open(pagamentoGiroId)}
        onCopiarLink={(associado) => void copyLink.run(associado)}
        sort={sort}
      />
      <Suspense fallback={null}>
        {copyLink.manual && <BoletoLinkDialog link={copyLink.manual} onClose={copyLink.closeManual} />}
      </Suspense>
    </section>
  );
}
