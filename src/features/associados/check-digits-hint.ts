import { onlyDigits } from '@/utils/br/digits';
import { hasValidCheckDigits } from '@/utils/br/documents';

/**
 * A non-blocking hint for a complete CPF (11 digits) or CNPJ (14) whose check digits do not match.
 * Only a hint: the spec's rule is the digit count, and existing records may hold such numbers.
 */
export function checkDigitsHint(value: string | null | undefined): string | undefined {
  const length = onlyDigits(value).length;
  if ((length !== 11 && length !== 14) || hasValidCheckDigits(value)) return undefined;
  return `Os dígitos verificadores deste ${length === 11 ? 'CPF' : 'CNPJ'} não conferem. Confira o número.`;
}
