import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect as globalExpect, type ExpectStatic } from 'vitest';

/** WCAG 2.0/2.1 A and AA, plus axe's best practices (landmarks, heading order, one main), which Lighthouse also checks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core's violations on the page as it is now, one line per violation and element, so a failure
 * says what to fix and where. `expect(await accessibilityViolations(page)).toEqual([])`
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Transitions finish first: axe measures colours, and a dialog fading in (its mask too) is half
  // transparent. A fixed pause: PrimeReact starts some of them a few frames late, past any check.
  await page.waitForTimeout(350);
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({
      // WCAG 2.5.3 Label in Name: axe still files it as experimental, so it is switched on by hand.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Violations in full; axe skips detailing the passes, which nothing reads.
      resultTypes: ['violations'],
    })
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} → ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s*\n\s*/g, ' ')}`,
    ),
  );
}

/**
 * Runs axe on the page as it is now and expects nothing wrong on `screen` (a soft failure: the next
 * states are still checked). A concurrent test passes its own `expect`, so a failure is its own.
 */
export async function expectAccessible(page: Page, screen: string, expect: ExpectStatic = globalExpect) {
  expect.soft(await accessibilityViolations(page), screen).toEqual([]);
}
