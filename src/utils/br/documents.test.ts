// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasValidCheckDigits, hasValidCpfCnpjLength, isValidCnpj, isValidCpf } from './documents';

describe('documents', () => {
  it.each([
    ['111.444.777-3', false],
    ['111.444.777-35', true],
    ['111444777351', false],
    ['1114447773512', false],
    ['11.222.333/0001-81', true],
  ])('accepts the spec digit counts for CPF/CNPJ, at least 11, never 12 or 13: %s is %s', (value, valid) => {
    expect(hasValidCpfCnpjLength(value)).toBe(valid);
  });

  it.each([
    [isValidCpf, '111.444.777-35', true],
    [isValidCpf, '111.444.777-36', false],
    [isValidCpf, '111.111.111-11', false],
    [isValidCnpj, '11.222.333/0001-81', true],
    [isValidCnpj, '11.222.333/0001-82', false],
    [hasValidCheckDigits, '11144477735', true],
    [hasValidCheckDigits, '1114447773', false],
  ])('checks CPF and CNPJ check digits: %o on %s is %s', (check, value, valid) => {
    expect(check(value)).toBe(valid);
  });
});
