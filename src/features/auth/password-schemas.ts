import { z } from 'zod';
import {
  redefinirSenhaBody,
  redefinirSenhaBodyConfirmaSenhaMax,
  redefinirSenhaBodyConfirmaSenhaMin,
  redefinirSenhaBodySenhaMax,
  redefinirSenhaBodySenhaMin,
  solicitarEsquecimentoSenhaBody,
  solicitarEsquecimentoSenhaBodyEmailMax,
} from '@/generated/zod/autenticacao/autenticacao.zod';

/** Forgot password (spec section 5): the contract's body with the spec's messages. */
export const forgotPasswordSchema = solicitarEsquecimentoSenhaBody.extend({
  email: z
    .string()
    .trim()
    .min(1, 'E-mail é obrigatório.')
    .max(solicitarEsquecimentoSenhaBodyEmailMax, `E-mail deve ter no máximo ${solicitarEsquecimentoSenhaBodyEmailMax} caracteres.`)
    .pipe(z.email('Necessário informar e-mail válido.')),
});

export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

const tooShort = (min: number) => `Senha deve ter no mínimo ${min} caracteres.`;
const tooLong = (max: number) => `Senha deve ter no máximo ${max} caracteres.`;

/**
 * New password (spec section 5): the contract's body without the token (it comes from the link),
 * with the spec's messages, and the confirmation equal to the password.
 */
export const newPasswordSchema = redefinirSenhaBody
  .omit({ token: true })
  .extend({
    senha: z
      .string()
      .min(1, 'Necessário informar nova senha.')
      .min(redefinirSenhaBodySenhaMin, tooShort(redefinirSenhaBodySenhaMin))
      .max(redefinirSenhaBodySenhaMax, tooLong(redefinirSenhaBodySenhaMax)),
    confirmaSenha: z
      .string()
      .min(1, 'Campo obrigatório.')
      .min(redefinirSenhaBodyConfirmaSenhaMin, tooShort(redefinirSenhaBodyConfirmaSenhaMin))
      .max(redefinirSenhaBodyConfirmaSenhaMax, tooLong(redefinirSenhaBodyConfirmaSenhaMax)),
  })
  .refine((values) => values.senha === values.confirmaSenha, {
    path: ['confirmaSenha'],
    message: 'senha deve ser idêntica a informada acima.',
  });

export type NewPasswordForm = z.infer<typeof newPasswordSchema>;
