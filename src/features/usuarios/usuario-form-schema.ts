import { z } from 'zod';
import { criarUsuarioBody, criarUsuarioBodyEmailMax, criarUsuarioBodyNomeMax } from '@/generated/zod/usuarios/usuarios.zod';
import type { Usuario, UsuarioSalvar } from '@/generated/model';
import { onlyDigits } from '@/utils/br/digits';
import { formatCpf } from '@/utils/br/masks';

/** A CPF with its mask is 14 characters long (999.999.999-99). */
const CPF_MASKED_LENGTH = 14;

/** The user form (spec section 5): the contract's fields with the spec's messages. */
export const usuarioFormSchema = criarUsuarioBody.extend({
  nome: z
    .string()
    .trim()
    .min(1, 'Nome é obrigatório.')
    .max(criarUsuarioBodyNomeMax, `Nome deve ter no máximo ${criarUsuarioBodyNomeMax} caracteres.`),
  email: z
    .string()
    .trim()
    .min(1, 'E-mail é obrigatório.')
    .max(criarUsuarioBodyEmailMax, `E-mail deve ter no máximo ${criarUsuarioBodyEmailMax} caracteres.`)
    .pipe(z.email('Informe um e-mail válido.')),
  /** Masked as typed (999.999.999-99). */
  cpf: z.string().min(1, 'CPF é obrigatório.').min(CPF_MASKED_LENGTH, 'Necessário informar CPF válido'),
});

export type UsuarioFormValues = z.input<typeof usuarioFormSchema>;
export type UsuarioFormOutput = z.output<typeof usuarioFormSchema>;

export const emptyUsuarioForm: UsuarioFormValues = { nome: '', email: '', cpf: '' };

export const usuarioToForm = (usuario: Usuario): UsuarioFormValues => ({
  nome: usuario.nome,
  email: usuario.email,
  cpf: formatCpf(usuario.cpf),
});

/** Spec section 7: nome, email, cpf as digits. */
export const usuarioFormToPayload = (values: UsuarioFormOutput): UsuarioSalvar => ({
  nome: values.nome,
  email: values.email,
  cpf: onlyDigits(values.cpf),
});
