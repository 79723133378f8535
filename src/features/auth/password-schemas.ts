import { z } from 'zod';
import {
  redefinirSenhaBodyConfirmaSenhaMax,
  redefinirSenhaBodyConfirmaSenhaMin,
  redefinirSenhaBodySenhaMax,
  redefinirSenhaBodySenhaMin,
  solicitarEsquecimentoSenhaBodyEmailMax,
} from '@/generated/zod/autenticacao/autenticacao.zod';
import { requiredEmail, tooLong, tooShort } from '@/lib/forms/text-rules';

/** Forgot password (spec section 5): the e-mail, with this page's own wording for an invalid one. */
export const forgotPasswordSchema = z.object({
  email: requiredEmail(solicitarEsquecimentoSenhaBodyEmailMax, 'Necessário informar e-mail válido.'),
});

export type ForgotPasswordFormValues = z.input<typeof forgotPasswordSchema>;

/** A password within the contract's limits, with the spec's messages; `required` when empty. */
const password = (required: string, min: number, max: number) =>
  z.string().min(1, required).min(min, tooShort('Senha', min)).max(max, tooLong('Senha', max));

/**
 * New password (spec section 5): the contract's body without the token (it comes from the link),
 * with the spec's messages, and the confirmation equal to the password.
 */
export const newPasswordSchema = z
  .object({
    senha: password('Necessário informar nova senha.', redefinirSenhaBodySenhaMin, redefinirSenhaBodySenhaMax),
    confirmaSenha: password(
      'Campo obrigatório.',
      redefinirSenhaBodyConfirmaSenhaMin,
      redefinirSenhaBodyConfirmaSenhaMax,
    ),
  })
  .refine((values) => values.senha === values.confirmaSenha, {
    path: ['confirmaSenha'],
    message: 'senha deve ser idêntica a informada acima.',
  });

export type NewPasswordFormValues = z.input<typeof newPasswordSchema>;
