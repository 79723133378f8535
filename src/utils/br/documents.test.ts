import { describe, expect, it } from 'vitest';
import { hasValidCheckDigits, hasValidCpfCnpjLength, isValidCnpj, isValidCpf } from './documents';

describe('documents', () => {
  it('accepts the spec digit counts for CPF/CNPJ: at least 11, never 12 or 13', () => {
    expect(hasValidCpfCnpjLength('111.444.777-3')).toBe(false);
    expect(hasValidCpfCnpjLength('111.444.777-35')).toBe(true);
    expect(hasValidCpfCnpjLength('111444777351')).toBe(false);
    expect(hasValidCpfCnpjLength('1114447773512')).toBe(false);
    expect(hasValidCpfCnpjLength('11.222.333/0001-81')).toBe(true);
  });

  it('checks CPF and CNPJ check digits', () => {
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('111.444.777-36')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(hasValidCheckDigits('11144477735')).toBe(true);
    expect(hasValidCheckDigits('1114447773')).toBe(false);
  });
});
