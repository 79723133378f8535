import { useId } from 'react';
import { SituacaoBadge } from '@/components/badges/situacao-badge';
import { RowActions } from '@/components/list/row-actions';
import { IconButton } from '@/components/ui/button';
import { IconLink } from '@/components/ui/link-button';
import { type TableColumn } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { SituacaoRemessaId, TipoRemessaId, type Remessa } from '@/generated/model';
import { formatDate, toDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import { useDeleteRemessa } from '../api';
import { situacaoSortValue } from '../remessa-rules';
import { ValorVariavel, ValorVariavelDica } from './remessas-list-valor';

/** Only a remessa in preparation (status 1) may be deleted from a list. */
const isDeletable = (remessa: Remessa) => remessa.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO;

/**
 * The columns of a list of remessas (spec section 2, Shipments list), with their row actions
 * (Editar, Deletar, Ver informações, and Duplicar: next month's copy), for the Remessas tab and the
 * month of Arrecadação alike.
 * Render `hint` once beside the table: the Valor of a Mensalidade points at it.
 * `const { columns, hint } = useRemessaColumns(); <>{hint}<Table columns={columns} … /></>`
 */
export function useRemessaColumns() {
  const hintId = useId();
  const remove = useDeleteRemessa('list');

  const columns: TableColumn<Remessa>[] = [
    {
      header: 'Descrição',
      body: (remessa) => remessa.descricao,
      sort: { key: 'descricao', value: (r) => r.descricao },
    },
    {
      header: 'Valor',
      // Variável (Mensalidade) has no single value: last, either way.
      sort: {
        key: 'valor',
        value: (r) => (r.tipoRemessa.tipoRemessaId === TipoRemessaId.MENSALIDADE ? null : r.valorRemessa),
      },
      body: (remessa) =>
        remessa.tipoRemessa.tipoRemessaId === TipoRemessaId.MENSALIDADE ? (
          <ValorVariavel hintId={hintId} />
        ) : (
          formatMoney(remessa.valorRemessa)
        ),
      whole: 'money',
    },
    {
      header: 'Data de vencimento',
      body: (remessa) => formatDate(remessa.dataVencimento),
      whole: 'date',
      sort: { key: 'vencimento', value: (r) => toDate(r.dataVencimento)?.getTime() },
    },
    {
      header: 'Situação',
      sort: { key: 'situacao', value: (r) => situacaoSortValue(r.situacaoRemessa.situacaoRemessaId) },
      body: (remessa) => <SituacaoBadge situacaoRemessaId={remessa.situacaoRemessa.situacaoRemessaId} principal />,
      width: '9.5rem',
    },
    {
      header: 'Total pago',
      body: (remessa) => formatMoney(remessa.totalPago),
      whole: 'money',
      sort: { key: 'pago', value: (r) => r.totalPago },
    },
    {
      header: 'Total pendente',
      body: (remessa) => formatMoney(remessa.totalPendente),
      whole: 'money',
      sort: { key: 'pendente', value: (r) => r.totalPendente },
    },
    {
      header: 'Ações',
      width: '11.75rem',
      body: (remessa) => (
        <RowActions>
          <IconLink
            label="Editar"
            icon="pi-pencil"
            to={paths.remessas.editar.getHref(remessa.remessaId)}
            readOnIntent
          />
          <IconButton
            label="Deletar"
            icon="pi-trash"
            tone="danger"
            disabled={!isDeletable(remessa) || remove.pendingId === remessa.remessaId}
            disabledReason={isDeletable(remessa) ? undefined : 'Só é possível deletar remessas em preparação.'}
            onClick={() => void remove.run(remessa)}
          />
          <IconLink
            label="Ver informações"
            icon="pi-eye"
            to={paths.remessas.info.getHref(remessa.remessaId)}
            readOnIntent
          />
          <IconLink label="Duplicar" icon="pi-copy" to={paths.remessas.nova.getHref(remessa.remessaId)} />
        </RowActions>
      ),
    },
  ];

  return { columns, hint: <ValorVariavelDica id={hintId} /> };
}
