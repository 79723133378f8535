import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { checkInSlices } from './lib/check-in-slices';
import { contractOf, findOperation } from './lib/contract';

export interface ContractViolation {
  operationId: string;
  method: string;
  path: string;
  issues: string[];
}

function requestUrl(config: InternalAxiosRequestConfig) {
  return new URL(config.url ?? '', new URL(config.baseURL || '/', 'http://localhost')).href;
}

/**
 * Checks every answer the panel receives against the contract's zod schemas. Mock mode reports a
 * mismatch in the console; tests fail on it. Live builds never load this.
 */
export function installContractGuard(instance: AxiosInstance, onViolation: (violation: ContractViolation) => void) {
  const id = instance.interceptors.response.use(async (response) => {
    const url = requestUrl(response.config);
    const method = (response.config.method ?? 'get').toLowerCase();
    const operationId = findOperation(method, url);
    const schema = operationId ? contractOf(operationId).response : undefined;
    // A long answer (MAX, the export) is checked in slices: the check never blocks the page for long.
    const check = schema ? await checkInSlices(schema, response.data) : undefined;
    if (operationId && check && !check.success) {
      onViolation({
        operationId,
        method: method.toUpperCase(),
        path: new URL(url).pathname,
        issues: check.error.issues.map((issue) => `${issue.path.join('.') || '(raiz)'}: ${issue.message}`),
      });
    }
    return response;
  });
  return () => instance.interceptors.response.eject(id);
}

const reportedInConsole = new Set<string>();

/**
 * Each kind of break once per page: a list refetched every few seconds with the same variant (a
 * date with a time, an amount as a string) would otherwise fill the console with the same report.
 */
export const reportViolationInConsole = (violation: ContractViolation) => {
  const key = `${violation.operationId}\n${violation.issues.map((issue) => issue.replace(/(^|\.)\d+(?=\.)/g, '$1*')).join('\n')}`;
  if (reportedInConsole.has(key)) return;
  reportedInConsole.add(key);
  console.error(
    `[contrato] ${violation.operationId} (${violation.method} ${violation.path}) respondeu fora do contrato:\n- ${violation.issues.join('\n- ')}`,
  );
};
