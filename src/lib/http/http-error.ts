/**
 * Reads a failed call without importing axios, so pages on the first load stay light
 * (docs/decisions/0002). Works on AxiosError, whose shape this relies on.
 */
interface HttpErrorShape {
  isAxiosError: true;
  response?: { status?: number; data?: unknown };
}

export const isHttpError = (error: unknown): error is HttpErrorShape =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** The HTTP status of a failed call; undefined for network errors and non-HTTP errors. */
export const httpStatusOf = (error: unknown): number | undefined => (isHttpError(error) ? error.response?.status : undefined);
