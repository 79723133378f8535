import type { Associado, AssociadoDaRemessa, AssociadoResumo, Remessa, Usuario } from '@/generated/model';
import { SituacaoRemessaId } from '@/generated/model';
import { situacaoRemessaLabels } from '@/config/domain';
import { db } from '.';
import type { AssociadoRecord, RemessaRecord, UsuarioRecord, VinculoRecord } from './schema';

/*
 * Records as the API shows them: server-only fields removed, related records joined. Records are
 * never changed in place (mocks/db/table.ts), so an answer shares their nested objects instead of
 * copying them: a remessa of 12,500 payers is presented without 12,500 deep copies.
 */

export function presentUsuario(record: UsuarioRecord): Usuario {
  const { associadoId: _associadoId, senhaHash: _senhaHash, ...usuario } = record;
  return usuario;
}

export function presentAssociadoResumo(record: AssociadoRecord): AssociadoResumo {
  const { erroRemessa: _erroRemessa, ...associado } = record;
  return associado;
}

/** A link not sent yet has no status of its own (null). */
const situacaoOf = ({ situacaoRemessaId }: VinculoRecord) =>
  situacaoRemessaId === null
    ? null
    : { situacaoRemessaId, situacaoRemessaNome: situacaoRemessaLabels[situacaoRemessaId] };

/** The remessa with what its payers paid and still owe (in cents while adding, so no cent is lost). */
export function presentRemessa(record: RemessaRecord): Remessa {
  const { msgReenvio: _msgReenvio, ...remessa } = record;
  let pagoCentavos = 0;
  let pendenteCentavos = 0;
  for (const vinculo of db.vinculos.findMany((q) => q.where({ remessaId: record.remessaId }))) {
    const centavos = Math.round(vinculo.valorPagamento * 100);
    if (vinculo.situacaoRemessaId === SituacaoRemessaId.PAGO) pagoCentavos += centavos;
    else pendenteCentavos += centavos;
  }
  return { ...remessa, totalPago: pagoCentavos / 100, totalPendente: pendenteCentavos / 100 };
}

export function presentAssociadoDaRemessa(record: AssociadoRecord, vinculo: VinculoRecord): AssociadoDaRemessa {
  return {
    ...presentAssociadoResumo(record),
    associadoRemessas: [
      {
        situacaoRemessa: situacaoOf(vinculo),
        dataPagamento: vinculo.dataPagamento,
        valorPagamento: vinculo.valorPagamento,
        pagamentoGiroId: vinculo.pagamentoGiroId,
      },
    ],
  };
}

export function presentAssociado(record: AssociadoRecord): Associado {
  const usuarios = db.usuarios
    .findMany((q) => q.where({ associadoId: record.associadoId }))
    .map(({ usuarioId, nome, login, email, dataNasc, telefone }) => ({
      usuarioId,
      nome,
      login: login ?? '',
      email,
      dataNasc: dataNasc ?? '',
      telefone: telefone ?? '',
    }));
  const remessas = db.vinculos
    .findMany((q) => q.where({ associadoId: record.associadoId }))
    .flatMap((vinculo) => {
      const remessa = db.remessas.get(String(vinculo.remessaId));
      if (!remessa) return [];
      return [
        {
          remessaId: remessa.remessaId,
          descricao: remessa.descricao,
          tipoRemessa: remessa.tipoRemessa,
          situacaoRemessa: remessa.situacaoRemessa,
          dataVencimento: remessa.dataVencimento,
          valorRemessa: vinculo.valorPagamento,
          situacaoRemessa_Associado: situacaoOf(vinculo),
          dataPago: vinculo.dataPagamento,
        },
      ];
    })
    .sort((a, b) => b.dataVencimento.localeCompare(a.dataVencimento));
  return { ...presentAssociadoResumo(record), usuarios, remessas, erroRemessa: record.erroRemessa };
}
