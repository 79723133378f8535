import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { PAGE_VERSION_GONE_MESSAGE, WRITE_CHECKS_UNAVAILABLE_MESSAGE } from '@/lib/http/error-message';
import { pageVersionGone } from '@/lib/http/page-version';
import { writeChecksLoader, type WriteChecks } from '@/lib/http/write-answer';

/** The page's own entry, as index.html named it when the page loaded. */
const OWN_ENTRY = '/assets/index-versao-aberta.js';
const indexNaming = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body></body></html>`;

/** The server as it is now: whether the page's entry is still there, and what index.html names. */
function serverHas({ ownEntry, index }: { ownEntry: boolean; index: string }) {
  server.use(
    http.head(`*${OWN_ENTRY}`, () => new HttpResponse(null, { status: ownEntry ? 200 : 404 })),
    http.get('*/index.html', () => new HttpResponse(indexNaming(index), { headers: { 'Content-Type': 'text/html' } })),
  );
}

const failedDownload = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${OWN_ENTRY}`));
const checks = { writeAnswers: {} } as unknown as WriteChecks;

beforeEach(() => {
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.setAttribute('src', OWN_ENTRY);
  entry.dataset.teste = 'entrada';
  document.head.append(entry);
});
afterEach(() => document.head.querySelector('[data-teste="entrada"]')?.remove());

describe('a failed download of the write checks', () => {
  it('is no new version while the server still has this page’s files: the write is not sent, and no notice', async () => {
    serverHas({ ownEntry: true, index: OWN_ENTRY });
    const load = writeChecksLoader(failedDownload);
    await expect(load()).rejects.toThrow(WRITE_CHECKS_UNAVAILABLE_MESSAGE);
    expect(pageVersionGone.get()).toBe(false);
  });

  it('is no new version when the server cannot be asked (a blip)', async () => {
    server.use(
      http.head(`*${OWN_ENTRY}`, () => HttpResponse.error()),
      http.get('*/index.html', () => HttpResponse.error()),
    );
    await expect(writeChecksLoader(failedDownload)()).rejects.toThrow(WRITE_CHECKS_UNAVAILABLE_MESSAGE);
    expect(pageVersionGone.get()).toBe(false);
  });

  it('is a new version when the page’s files answer 404 while index.html names new ones: the page says so', async () => {
    serverHas({ ownEntry: false, index: '/assets/index-versao-nova.js' });
    await expect(writeChecksLoader(failedDownload)()).rejects.toThrow(PAGE_VERSION_GONE_MESSAGE);
    expect(pageVersionGone.get()).toBe(true);
  });

  it('is no new version when index.html still names this page’s entry, even if a file answers 404', async () => {
    serverHas({ ownEntry: false, index: OWN_ENTRY });
    await expect(writeChecksLoader(failedDownload)()).rejects.toThrow(WRITE_CHECKS_UNAVAILABLE_MESSAGE);
    expect(pageVersionGone.get()).toBe(false);
  });

  it('is tried again on the next write, and once the checks come the notice of a new version goes', async () => {
    serverHas({ ownEntry: true, index: OWN_ENTRY });
    let downloads = 0;
    const load = writeChecksLoader(() => (++downloads === 1 ? failedDownload() : Promise.resolve(checks)));
    pageVersionGone.set(true);
    await expect(load()).rejects.toThrow(WRITE_CHECKS_UNAVAILABLE_MESSAGE);
    expect(await load()).toBe(checks);
    expect(downloads).toBe(2);
    expect(pageVersionGone.get()).toBe(false);
    // Downloaded once: the next write uses it.
    expect(await load()).toBe(checks);
    expect(downloads).toBe(2);
  });
});
