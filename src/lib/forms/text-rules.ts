import { z } from 'zod';

/**
 * The spec's wording (section 5) for the text rules every form shares. A field's limits come from
 * the generated constants (`criarUsuarioBodyNomeMax`), never a number typed here.
 */

/** "Nome deve ter no máximo 250 caracteres." */
export const tooLong = (label: string, max: number) => `${label} deve ter no máximo ${max} caracteres.`;

/** "Senha deve ter no mínimo 5 caracteres." */
export const tooShort = (label: string, min: number) => `${label} deve ter no mínimo ${min} caracteres.`;

/** "Nome é obrigatório." (the spec's own wording where it differs: `requiredText('Data', …, 'Data é obrigatória.')`). */
export const isRequired = (label: string) => `${label} é obrigatório.`;

/** A text the user must fill in: trimmed, not empty, within the contract's limit. */
export const requiredText = (label: string, max: number, message = isRequired(label)) =>
  z.string().trim().min(1, message).max(max, tooLong(label, max));

/** A text the user may leave empty ('' in the payload): trimmed, within the contract's limit. */
export const optionalText = (label: string, max: number) => z.string().trim().max(max, tooLong(label, max));

/** The e-mail rule of the forms (spec section 5): "Informe um e-mail válido." */
export const INVALID_EMAIL = 'Informe um e-mail válido.';

/**
 * A required e-mail: "E-mail é obrigatório.", the contract's limit, then a valid address. The
 * forgot-password page has its own wording for the last one (spec section 5).
 */
export const requiredEmail = (max: number, invalid = INVALID_EMAIL) =>
  requiredText('E-mail', max).pipe(z.email(invalid));
