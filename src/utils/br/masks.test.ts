// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyPattern, formatCep, formatCns, formatCpf, formatCpfCnpj, formatPhone } from './masks';

describe('masks', () => {
  it('formats CPF, CNPJ, CEP and CNS as the spec writes them', () => {
    expect(formatCpf('11144477735')).toBe('111.444.777-35');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCns('123456')).toBe('12.345-6');
  });

  it('keeps the CPF layout up to 11 digits and switches to CNPJ beyond', () => {
    expect(formatCpfCnpj('11144477735')).toBe('111.444.777-35');
    expect(formatCpfCnpj('111444777351')).toBe('11.144.477/7351');
  });

  it('formats phones with 10 digits or fewer as landlines and longer as mobiles', () => {
    expect(formatPhone('6132345678')).toBe('(61) 3234-5678');
    expect(formatPhone('61987654321')).toBe('(61) 98765-4321');
  });

  it('formats partial input and ignores what is not a digit', () => {
    expect(applyPattern('00000-000', '0131')).toBe('0131');
    expect(formatCpf('111.44')).toBe('111.44');
    expect(formatCpf('abc')).toBe('');
    expect(formatCpf(null)).toBe('');
  });
});
