/**
 * Ids taken from the address, checked against a strict pattern before any call uses them: whatever
 * else someone puts in a link (`..%2F`, `?`, spaces, `1e3`, `0x2a`) never reaches the API.
 */

/** Up to 15 digits, no leading zero: always a safe integer. */
const NUMERIC_ID = /^[1-9]\d{0,14}$/;
/** The payment ids of the bank's links: letters, digits, `-` and `_`, at most 64 (the contract's maxLength). */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The numeric id of a route such as /associados/info/:associadoId, or undefined when it is not one: `parseRouteId('42')` → 42. */
export function parseRouteId(value: string | undefined): number | undefined {
  return value !== undefined && NUMERIC_ID.test(value) ? Number(value) : undefined;
}

/** The payment id of /cobranca/:paymentId, or undefined when it is not one: `parsePaymentId('GIRO0001')` → 'GIRO0001'. */
export function parsePaymentId(value: string | undefined): string | undefined {
  return value !== undefined && PAYMENT_ID.test(value) ? value : undefined;
}
