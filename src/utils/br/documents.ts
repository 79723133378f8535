import { onlyDigits } from './digits';

/**
 * Spec rule for CPF/CNPJ fields: valid when it has at least 11 digits and not 12 or 13.
 * Check digits are not part of the rule (existing records may hold numbers without them).
 */
export function hasValidCpfCnpjLength(value: string | null | undefined): boolean {
  const length = onlyDigits(value).length;
  return length >= 11 && length !== 12 && length !== 13;
}

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, index) => total + digit * weights[index], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** `isValidCpf('111.444.777-35')` → true. */
export function isValidCpf(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const first = checkDigit(numbers.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(numbers.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return numbers[9] === first && numbers[10] === second;
}

/** `isValidCnpj('11.222.333/0001-81')` → true. */
export function isValidCnpj(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const first = checkDigit(numbers.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(numbers.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return numbers[12] === first && numbers[13] === second;
}

/** True when the check digits match for an 11-digit CPF or a 14-digit CNPJ. */
export function hasValidCheckDigits(value: string | null | undefined): boolean {
  const length = onlyDigits(value).length;
  return length === 11 ? isValidCpf(value) : length === 14 ? isValidCnpj(value) : false;
}
