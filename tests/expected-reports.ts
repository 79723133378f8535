import type { ContractViolation } from '@mocks/contract-guard';

/**
 * What tests/setup.ts collects during each test and fails the test on: answers outside the
 * contract (the contract guard) and console.error calls. A test that feeds the screens a broken
 * answer on purpose says so first, and then asserts on what was collected instead:
 * `const violations = expectContractViolations(); ...; expect(violations.map((v) => v.operationId)).toEqual(['buscarRemessas'])`
 * `const consoleErrors = expectConsoleErrors();` (a screen that threw is logged by React and the error boundary)
 */
export const collected = {
  violations: [] as ContractViolation[],
  consoleErrors: [] as unknown[][],
  violationsExpected: false,
  consoleErrorsExpected: false,
};

/** Called by tests/setup.ts before each test. */
export function resetCollected() {
  collected.violations.length = 0;
  collected.consoleErrors.length = 0;
  collected.violationsExpected = false;
  collected.consoleErrorsExpected = false;
}

/** This test expects answers outside the contract: they are handed to it instead of failing it. */
export function expectContractViolations(): readonly ContractViolation[] {
  collected.violationsExpected = true;
  return collected.violations;
}

/** This test expects console.error calls: they are handed to it instead of failing it. */
export function expectConsoleErrors(): readonly unknown[][] {
  collected.consoleErrorsExpected = true;
  return collected.consoleErrors;
}
