// What the browser benches read in the page: long tasks and every event's duration (Event Timing,
// the figure INP is made of), collected from the first paint on.
/* global window -- functions passed to the page run there */

/** For `context.addInitScript(installProbes)`: every long task and every event of 16 ms or more. */
export function installProbes() {
  window.__longTasks = [];
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__events.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The page's clock: `const since = await now(page)`. */
export const now = (page) => page.evaluate(() => performance.now());

/** The longest event and the longest block that started after `since`, once the page is idle again. */
export async function worstSince(page, since) {
  await page.waitForTimeout(600);
  return page.evaluate((from) => {
    const longest = (entries) =>
      Math.max(0, ...entries.filter((entry) => entry.start >= from).map((entry) => entry.duration));
    return { event: longest(window.__events), block: longest(window.__longTasks) };
  }, since);
}

/**
 * A fresh profile at an office screen's size, probed (installProbes), signed in on /listas through
 * `live` (scripts/lib/live-site.ts), then its CPU slowed `cpuSlowdown` times:
 * `const { context, page, served } = await probedSignedInPage(browser, live, 4)`.
 */
export async function probedSignedInPage(browser, live, cpuSlowdown) {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 768 },
  });
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  // The sign-in and /listas (the document, every file, the API's calls) came over the run's protocol.
  const served = await live.signIn(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.waitForTimeout(500);
  return { context, page, served };
}
