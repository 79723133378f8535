/**
 * Strips everything but digits: `onlyDigits('111.444.777-35')` → `'11144477735'`. A number a server
 * sent in place of the text (a CPF as 11144477735) gives its digits too.
 */
export const onlyDigits = (value: string | null | undefined): string => String(value ?? '').replace(/\D/g, '');
