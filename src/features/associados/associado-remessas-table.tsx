import { useNavigate } from 'react-router';
import { SituacaoBadge } from '@/components/badges/situacao-badge';
import { RowsTable, type TableColumn } from '@/components/ui/table';
import { RowActions } from '@/components/list/row-actions';
import { IconButton } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SituacaoRemessaId, type Associado, type RemessaDoAssociado } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import { useUnlinkRemessa } from './api';

const NOT_EDITABLE_REASON = 'Disponível apenas enquanto o associado está Em preparação nesta remessa.';

/** The associate's status in the remessa; a link not sent yet has none and reads as 1 Em preparação (the badge's default). */
const situacaoDoAssociadoNa = (remessa: RemessaDoAssociado) =>
  remessa.situacaoRemessa_Associado?.situacaoRemessaId ?? SituacaoRemessaId.EM_PREPARACAO;

const byDueDateDesc = (a: RemessaDoAssociado, b: RemessaDoAssociado) =>
  b.dataVencimento.localeCompare(a.dataVencimento);

/**
 * Últimas remessas do associado: status of the associate in each remessa, and edit, delete-link
 * and info actions, enabled only while that status is 1 Em preparação (spec section 2).
 */
export function AssociadoRemessasTable({ associado, refreshing }: { associado: Associado; refreshing: boolean }) {
  const navigate = useNavigate();
  const unlink = useUnlinkRemessa(associado);
  const { removingId } = unlink;
  const origin = { associadoId: associado.associadoId };

  const columns: TableColumn<RemessaDoAssociado>[] = [
    { header: 'Descrição da remessa', body: (remessa) => remessa.descricao },
    { header: 'Valor da remessa', body: (remessa) => formatMoney(remessa.valorRemessa), whole: 'money' },
    { header: 'Vencimento', body: (remessa) => formatDate(remessa.dataVencimento), whole: 'date' },
    {
      header: 'Situação',
      body: (remessa) => (
        <SituacaoBadge situacaoRemessaId={situacaoDoAssociadoNa(remessa)} dataPagamento={remessa.dataPago} />
      ),
      whole: 'situacao',
    },
    {
      header: 'Ações',
      width: '9rem',
      body: (remessa) => {
        // Every action of the row is available, or none is (with the reason, unless a removal runs).
        const availability = {
          disabled: situacaoDoAssociadoNa(remessa) !== SituacaoRemessaId.EM_PREPARACAO || removingId !== undefined,
          disabledReason: removingId === undefined ? NOT_EDITABLE_REASON : undefined,
        };
        return (
          <RowActions>
            <IconButton
              label="Editar remessa"
              icon="pi-pencil"
              {...availability}
              onClick={() => navigate(paths.remessas.editar.getHref(remessa.remessaId, origin))}
            />
            <IconButton
              label="Deletar vínculo com a remessa"
              icon={removingId === remessa.remessaId ? 'pi-spin pi-spinner' : 'pi-trash'}
              tone="danger"
              {...availability}
              onClick={() => void unlink.run(remessa)}
            />
            <IconButton
              label="Ver informações da remessa"
              icon="pi-eye"
              {...availability}
              onClick={() => navigate(paths.remessas.info.getHref(remessa.remessaId, origin))}
            />
          </RowActions>
        );
      },
    },
  ];

  return (
    <RowsTable
      label="Últimas remessas do associado"
      columns={columns}
      rows={[...associado.remessas].sort(byDueDateDesc)}
      refreshing={refreshing}
      dataKey="remessaId"
      emptyMessage="Este associado ainda não participa de nenhuma remessa."
    />
  );
}
