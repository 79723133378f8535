/** Strips everything but digits: `onlyDigits('111.444.777-35')` → `'11144477735'`. */
export const onlyDigits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');
