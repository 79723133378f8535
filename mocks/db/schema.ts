import { z } from 'zod';
import { BuscarAssociadosResponse } from '@/generated/zod/associados/associados.zod';
import { ObterLinkBoletoResponse } from '@/generated/zod/giro/giro.zod';
import { CriarRemessaBody } from '@/generated/zod/remessas/remessas.zod';
import { ObterUsuarioResponse } from '@/generated/zod/usuarios/usuarios.zod';
import { MensagemErroBoleto, SituacaoRemessaId } from '@/generated/model';

/**
 * Records of the mock database. Each is the contract's own zod schema plus what a real server
 * keeps beside it, so a record that breaks the contract cannot even be stored.
 */
const id = z.number().int().min(1);

export const associadoRecord = BuscarAssociadosResponse.shape.data.element.and(
  z.object({ erroRemessa: z.string().nullable() }),
);

export const usuarioRecord = ObterUsuarioResponse.extend({
  /** Member users belong to one associate; management users to none. */
  associadoId: id.nullable(),
  /** SHA-256 of the password, never the password. */
  senhaHash: z.string().nullable(),
});

export const remessaRecord = CriarRemessaBody.extend({
  remessaId: id,
  situacaoRemessa: z.object({ situacaoRemessaId: z.enum(SituacaoRemessaId), situacaoRemessaNome: z.string() }),
  msgReenvio: z.string().nullable(),
});

/** One associate in one remessa: its status and payment there (no status until the link is sent). */
export const vinculoRecord = z.object({
  remessaId: id,
  associadoId: id,
  situacaoRemessaId: z.enum(SituacaoRemessaId).nullable(),
  valorPagamento: z.number().min(0),
  dataPagamento: z.iso.datetime({ offset: true }).nullable(),
  pagamentoGiroId: z.string().nullable(),
});

export const sessaoRecord = z.object({ token: z.string().min(1), usuarioId: id });

export const tokenSenhaRecord = z.object({
  token: z.string().min(1),
  usuarioId: id,
  perfil: z.enum(['gestao', 'associado']),
  usado: z.boolean(),
});

/** An e-mail the panel "sent", shown in the demo mailbox. */
export const emailRecord = z.object({
  emailId: id,
  para: z.string(),
  assunto: z.string(),
  texto: z.string(),
  link: z.string().nullable(),
  enviadoEm: z.iso.datetime({ offset: true }),
});

/** Payment slips of the partner bank: a link, or the reason it cannot be delivered. */
export const boletoRecord = z.object({
  paymentId: z.string().min(1),
  link: ObterLinkBoletoResponse.shape.link.nullable(),
  erro: z.enum(MensagemErroBoleto).nullable(),
});

export type AssociadoRecord = z.infer<typeof associadoRecord>;
export type UsuarioRecord = z.infer<typeof usuarioRecord>;
export type RemessaRecord = z.infer<typeof remessaRecord>;
export type VinculoRecord = z.infer<typeof vinculoRecord>;
export type SessaoRecord = z.infer<typeof sessaoRecord>;
export type TokenSenhaRecord = z.infer<typeof tokenSenhaRecord>;
export type EmailRecord = z.infer<typeof emailRecord>;
export type BoletoRecord = z.infer<typeof boletoRecord>;
