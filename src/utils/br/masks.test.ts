// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyPattern,
  formatCep,
  formatCns,
  formatCpf,
  formatCpfCnpj,
  formatPhone,
  isMaskShaped,
  maskedFromServer,
  maskedToSend,
} from './masks';

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

describe('values stored by other systems', () => {
  it.each([
    ['phone', '5511987654321'],
    ['phone', '+55 (11) 98765-4321'],
    ['cpfCnpj', '111444777350001'],
    ['cep', '1310100'],
    ['cns', '1234567'],
    ['cnpj', '112223330001810'],
    ['cpf', '111444777350'],
  ] as const)('%s %s: shown and sent back exactly as it came', (mask, stored) => {
    const shown = maskedFromServer(mask, stored);
    expect(shown).toBe(stored);
    expect(isMaskShaped(mask, shown)).toBe(false);
    expect(maskedToSend(mask, shown)).toBe(stored);
  });

  it.each([
    ['phone', '11987654321', '(11) 98765-4321'],
    ['phone', '1133221100', '(11) 3322-1100'],
    ['cpfCnpj', '11222333000181', '11.222.333/0001-81'],
    ['cep', '01310100', '01310-100'],
    ['cns', '123456', '12.345-6'],
  ] as const)('%s %s fits the mask whole: shown as %s, sent back as it came', (mask, stored, shown) => {
    expect(maskedFromServer(mask, stored)).toBe(shown);
    expect(maskedToSend(mask, shown)).toBe(stored);
  });

  it('what the person types is masked text: its digits are sent', () => {
    expect(maskedToSend('phone', formatPhone('5511987654321'))).toBe('55119876543');
    expect(maskedFromServer('cns', null)).toBe('');
  });
});
