import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { listsSettled } from './fixtures';

/** WCAG 2.0/2.1 A and AA, plus axe's best practices (landmarks, heading order, one main), which Lighthouse also checks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Waits until no transition or animation that ends still runs in the page: axe measures colours, and a dialog fading
 * in (its mask too) is half transparent. PrimeReact starts some of them a frame or two after the
 * element appears, so the page first draws twice.
 */
async function transitionsDone(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      await frame();
      await frame();
      // A spinner or a skeleton's shimmer runs for ever: only what ends is waited for.
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime),
        );
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

/**
 * axe-core's violations on the page as it is now, one line per violation and element, so a failure
 * says what to fix and where. `expect(await accessibilityViolations(page)).toEqual([])`
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // A list being refreshed dims its rows while it asks: on a busy machine a dialog opened over it was
  // measured in that moment, its rows and headers at 3:1.
  await listsSettled(page);
  await transitionsDone(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    // The panel has no frames: axe's frame-by-frame mode, which gathers each frame's findings in a blank
    // page it opens, cost 1.2–1.6 CPU-seconds a run against 0.4–0.5 for one run in the page, same
    // findings (docs/decisions/0018-test-speed.md). A cross-origin frame would be reported untested.
    .setLegacyMode(true)
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

/** Runs axe on the page as it is now and expects nothing wrong on `screen` (soft: the next states are still checked). */
export async function expectAccessible(page: Page, screen: string) {
  expect.soft(await accessibilityViolations(page), screen).toEqual([]);
}
