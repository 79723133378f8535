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

/** How many digits each mask holds once filled in (the phone and the CPF/CNPJ have two layouts). */
const completeDigits: Record<InputMaskName, readonly number[]> = {
  cpf: [11],
  cnpj: [14],
  cns: [6],
  cep: [8],
  cpfCnpj: [11, 14],
  phone: [10, 11],
  date: [8],
};

/**
 * Whether `value` is what the mask itself writes: every value typed into a masked field is. A value
 * that is not came from the server as it was stored (`maskedFromServer`) and was not edited since.
 * `isMaskShaped('phone', '(11) 98765-4321')` → true; `isMaskShaped('phone', '5511987654321')` → false
 */
export const isMaskShaped = (mask: InputMaskName, value: string) =>
  value === '' || maskFormatters[mask](value) === value;

/**
 * A stored value as a masked field holds it (docs/decisions/0029-writes-that-cannot-lie.md): formatted
 * when it is the digits the mask shows whole and complete, so that stripping the mask gives it back
 * exactly; anything else as it came (a phone with the country code, a 15-digit document, a CEP that
 * lost its leading zero), never cut to fit.
 * `maskedFromServer('phone', '11987654321')` → `'(11) 98765-4321'`; `maskedFromServer('phone', '5511987654321')` → `'5511987654321'`
 */
export function maskedFromServer(mask: InputMaskName, stored: string | null | undefined): string {
  if (stored === null || stored === undefined) return '';
  const digits = onlyDigits(stored);
  return stored === digits && completeDigits[mask].includes(digits.length) ? maskFormatters[mask](stored) : stored;
}

/**
 * What a masked field sends: the digits of what was typed, or a value kept as it came, exactly as it came.
 * `maskedToSend('phone', '(11) 98765-4321')` → `'11987654321'`; `maskedToSend('phone', '5511987654321')` → `'5511987654321'`
 */
export const maskedToSend = (mask: InputMaskName, value: string) =>
  isMaskShaped(mask, value) ? onlyDigits(value) : value;
