import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { parseInSlices } from './lib/check-in-slices';
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

/** Checks not finished yet: tests wait for them (contractChecksDone) before looking at what was reported. */
const pendingChecks = new Set<Promise<void>>();

/** Resolves when every answer received so far has been checked. */
export async function contractChecksDone(): Promise<void> {
  while (pendingChecks.size > 0) await Promise.all(pendingChecks);
}

/**
 * Checks every answer the panel receives against the contract's zod schemas. Mock mode reports a
 * mismatch in the console; tests fail on it. Live builds never load this. The answer goes on to
 * the panel at once: the check runs afterwards, a long answer (MAX, the export, a remessa of 12,500
 * payers) in slices while the page has nothing else to do, so it never delays a screen.
 */
export function installContractGuard(instance: AxiosInstance, onViolation: (violation: ContractViolation) => void) {
  const id = instance.interceptors.response.use((response) => {
    const url = requestUrl(response.config);
    const method = (response.config.method ?? 'get').toLowerCase();
    const operationId = findOperation(method, url);
    const schema = operationId ? contractOf(operationId).response : undefined;
    if (!operationId || !schema) return response;
    const check = parseInSlices(schema, response.data, { priority: 'background' }).then((result) => {
      if (result.success) return;
      onViolation({
        operationId,
        method: method.toUpperCase(),
        path: new URL(url).pathname,
        issues: result.error.issues.map((issue) => `${issue.path.join('.') || '(raiz)'}: ${issue.message}`),
      });
    });
    pendingChecks.add(check);
    void check.finally(() => pendingChecks.delete(check));
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
