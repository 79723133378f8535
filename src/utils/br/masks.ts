import { onlyDigits } from './digits';

/**
 * Input masks of the spec (section 5), in imask's pattern syntax (`0` = a digit).
 * The same patterns format values for display, so a field and a table cell always agree.
 */
export const masks = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  cns: '00.000-0',
  cep: '00000-000',
  landline: '(00) 0000-0000',
  mobile: '(00) 00000-0000',
  date: '00/00/0000',
} as const;

/** Applies a digit pattern to as many digits as there are: `applyPattern('00000-000', '0131')` → `'0131'`. */
export function applyPattern(pattern: string, value: string | null | undefined): string {
  const digits = onlyDigits(value);
  let result = '';
  let index = 0;
  for (const char of pattern) {
    if (index >= digits.length) break;
    if (char === '0') result += digits[index++];
    else result += char;
  }
  return result;
}

export const formatCpf = (value: string | null | undefined) => applyPattern(masks.cpf, value);
export const formatCnpj = (value: string | null | undefined) => applyPattern(masks.cnpj, value);
export const formatCep = (value: string | null | undefined) => applyPattern(masks.cep, value);
export const formatCns = (value: string | null | undefined) => applyPattern(masks.cns, value);

/** CPF layout up to 11 digits, CNPJ layout beyond: `formatCpfCnpj('11222333000181')` → `'11.222.333/0001-81'`. */
export const formatCpfCnpj = (value: string | null | undefined) =>
  onlyDigits(value).length > 11 ? formatCnpj(value) : formatCpf(value);

/** A name with its formatted document, when there is one: `nameWithDocument('Ana', '11144477735')` → `'Ana - 111.444.777-35'`. */
export const nameWithDocument = (name: string | null | undefined, document: string | null | undefined) =>
  [name ?? '', formatCpfCnpj(document)].filter(Boolean).join(' - ');

/** (99) 9999-9999 up to 10 digits, (99) 99999-9999 beyond. */
export const formatPhone = (value: string | null | undefined) =>
  onlyDigits(value).length > 10 ? applyPattern(masks.mobile, value) : applyPattern(masks.landline, value);

export type InputMaskName = 'cpf' | 'cnpj' | 'cns' | 'cep' | 'cpfCnpj' | 'phone' | 'date';

/** What each masked input applies as the user types (see components/ui/masked-input). */
export const maskFormatters: Record<InputMaskName, (value: string) => string> = {
  cpf: formatCpf,
  cnpj: formatCnpj,
  cns: formatCns,
  cep: formatCep,
  cpfCnpj: formatCpfCnpj,
  phone: formatPhone,
  date: (value) => applyPattern(masks.date, value),
};
