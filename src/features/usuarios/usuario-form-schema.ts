import { z } from 'zod';
import { criarUsuarioBodyEmailMax, criarUsuarioBodyNomeMax } from '@/generated/zod/usuarios/usuarios.zod';
import { requiredEmail, requiredText } from '@/lib/forms/text-rules';
import type { Usuario, UsuarioSalvar } from '@/generated/model';
import { isMaskShaped, maskedFromServer, maskedToSend } from '@/utils/br/masks';

/** A CPF with its mask is 14 characters long (999.999.999-99). */
const CPF_MASKED_LENGTH = 14;

/**
 * The user form (spec section 5): the fields as typed (the CPF masked), with the spec's messages
 * and the contract's limits. `usuarioFormToPayload` gives the contract's body.
 */
export const usuarioFormSchema = z.object({
  nome: requiredText('Nome', criarUsuarioBodyNomeMax),
  email: requiredEmail(criarUsuarioBodyEmailMax),
  /** Masked as typed (999.999.999-99), or a stored CPF the mask cannot show whole, as it came. */
  cpf: z
    .string()
    .min(1, 'CPF é obrigatório.')
    .refine(
      (value) => !isMaskShaped('cpf', value) || value.length >= CPF_MASKED_LENGTH,
      'Necessário informar CPF válido',
    ),
});

export type UsuarioFormValues = z.input<typeof usuarioFormSchema>;
export type UsuarioFormOutput = z.output<typeof usuarioFormSchema>;

export const emptyUsuarioForm: UsuarioFormValues = { nome: '', email: '', cpf: '' };

export const usuarioToForm = (usuario: Usuario): UsuarioFormValues => ({
  nome: usuario.nome,
  email: usuario.email,
  cpf: maskedFromServer('cpf', usuario.cpf),
});

/** Spec section 7: nome, email, cpf as digits (a stored one the mask cannot show whole, as it came). */
export const usuarioFormToPayload = (values: UsuarioFormOutput): UsuarioSalvar => ({
  nome: values.nome,
  email: values.email,
  cpf: maskedToSend('cpf', values.cpf),
});
