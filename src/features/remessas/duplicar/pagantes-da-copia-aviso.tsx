import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import type { RemessaDetalhe } from '@/generated/model';
import { useIncluirPagantesDaCopia } from '../api';
import { copiaDePagantesOf, type CopiaDePagantes } from './remessa-copia';

const number = (count: number) => count.toLocaleString('pt-BR');
const associados = (count: number) => (count === 1 ? '1 associado' : `${number(count)} associados`);

/** "Os 12 associados de “X” foram incluídos.", or how many of them, and how many were left out. */
function resumo({ origemDescricao, pedidos, incluidos = 0, deixados = [] }: CopiaDePagantes) {
  const de = `da remessa “${origemDescricao}”`;
  if (deixados.length === 0)
    return pedidos === 1
      ? `O associado ${de} foi incluído.`
      : `Os ${number(pedidos)} associados ${de} foram incluídos.`;
  const fora = `${deixados.length === 1 ? 'ficou' : 'ficaram'} de fora por não ${deixados.length === 1 ? 'ser' : 'serem'} mais ${deixados.length === 1 ? 'pagante' : 'pagantes'} desta remessa`;
  if (incluidos === 0) return `Nenhum dos ${associados(pedidos)} ${de} foi incluído: todos ${fora}.`;
  return `${incluidos === 1 ? '1 associado' : `${number(incluidos)} associados`} ${de} ${incluidos === 1 ? 'foi incluído' : 'foram incluídos'}; ${associados(deixados.length)} ${fora}:`;
}

/**
 * On a remessa made with Duplicar, what "Incluir os mesmos N associados" did (the history entry
 * carries it, so a reload still says it): how many were linked and who was left out and why; or,
 * when the link failed, why, with a button that tries again (the original is read afresh, and those
 * already linked are not sent again).
 * `<PagantesDaCopiaAviso remessa={remessa} busy={busy} />`
 */
export function PagantesDaCopiaAviso({ remessa, busy }: { remessa: RemessaDetalhe; busy: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const incluir = useIncluirPagantesDaCopia();
  const copia = copiaDePagantesOf(location.state);
  if (!copia) return null;

  const tryAgain = async () => {
    const again = await incluir.run(
      copia.origemId,
      {
        remessaId: remessa.remessaId,
        tipoAssociadoId: remessa.tipoAssociado.tipoAssociadoId,
        tipoRemessaId: remessa.tipoRemessa.tipoRemessaId,
      },
      undefined,
      copia,
    );
    // The same entry, with what the new try did: a reload says that.
    await navigate(location, { replace: true, state: { ...(location.state as object), copiaDePagantes: again } });
  };

  if (copia.erro !== undefined)
    return (
      <div className="notice remessa-copia__aviso" role="alert">
        <p>
          A remessa foi cadastrada, mas os associados da remessa “{copia.origemDescricao}” não foram incluídos.{' '}
          {copia.erro}
        </p>
        <Button
          label={`Incluir os ${associados(copia.pedidos)} de novo`}
          icon="pi-refresh"
          size="small"
          variant="outlined"
          loading={incluir.isPending}
          disabled={busy}
          onClick={() => void tryAgain()}
        />
      </div>
    );

  const deixados = copia.deixados ?? [];
  return (
    <div className="notice remessa-copia__aviso" role="status">
      <p>{resumo(copia)}</p>
      {deixados.length > 0 && (
        <ul className="remessa-copia__deixados" aria-label="Associados que ficaram de fora">
          {deixados.map((deixado) => (
            <li key={deixado.associadoId}>
              {deixado.nome} — {deixado.motivo}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
