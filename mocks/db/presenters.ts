import type { Associado, AssociadoDaRemessa, AssociadoResumo, Remessa, Usuario } from '@/generated/model';
import { SituacaoRemessaId } from '@/generated/model';
import { situacaoRemessaLabels } from '@/config/domain';
import { db } from '.';
import type { AssociadoRecord, RemessaRecord, UsuarioRecord, VinculoRecord } from './schema';

/** Records as the API shows them: server-only fields removed, related records joined. */
export function presentUsuario(record: UsuarioRecord): Usuario {
  const { associadoId: _associadoId, senhaHash: _senhaHash, ...usuario } = record;
  return usuario;
}

export function presentAssociadoResumo(record: AssociadoRecord): AssociadoResumo {
  const { erroRemessa: _erroRemessa, ...associado } = record;
  return structuredClone(associado);
}

/** A link not sent yet has no status of its own (null). */
const situacaoOf = ({ situacaoRemessaId }: VinculoRecord) =>
  situacaoRemessaId === null
    ? null
    : { situacaoRemessaId, situacaoRemessaNome: situacaoRemessaLabels[situacaoRemessaId] };

const isPaid = (vinculo: VinculoRecord) => vinculo.situacaoRemessaId === SituacaoRemessaId.PAGO;

export function presentRemessa(record: RemessaRecord): Remessa {
  const { msgReenvio: _msgReenvio, ...remessa } = record;
  const vinculos = db.vinculos.findMany((q) => q.where({ remessaId: record.remessaId }));
  const sum = (items: VinculoRecord[]) =>
    Math.round(items.reduce((total, v) => total + v.valorPagamento, 0) * 100) / 100;
  return {
    ...structuredClone(remessa),
    totalPago: sum(vinculos.filter(isPaid)),
    totalPendente: sum(vinculos.filter((vinculo) => !isPaid(vinculo))),
  };
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
      const remessa = db.remessas.findFirst((q) => q.where({ remessaId: vinculo.remessaId }));
      if (!remessa) return [];
      return [
        {
          remessaId: remessa.remessaId,
          descricao: remessa.descricao,
          tipoRemessa: structuredClone(remessa.tipoRemessa),
          situacaoRemessa: structuredClone(remessa.situacaoRemessa),
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
