// What the benches watch in the page (tests/bench/fixtures.ts installs it in every page, before its
// code): long tasks, Event Timing, the panel's calls, downloads and painted frames, and the API called
// with the session's token. It runs in the page: it uses nothing from this module.
interface Span {
  name: string;
  start: number;
  duration: number;
}

/** One call of the panel (its XMLHttpRequests; a bench's own reads use fetch). */
export interface PanelCall {
  method: string;
  url: string;
  start: number;
  end: number;
  /** The body as received (resource timing). */
  bytes: number;
}

/** What installProbes keeps in the page, and the page-side helpers the measurements share. */
export interface Probes {
  longTasks: Span[];
  /** Every event of 16 ms or more (Event Timing: input delay, handlers and the next paint; INP's figure). */
  events: Span[];
  calls: PanelCall[];
  inFlight: number;
  /** The last file the page offered for download (a Blob URL made). */
  download?: { readyAt: number; size: number };
  /** The time of the first painted frame from now: a frame, then a task. */
  nextPaint: () => Promise<number>;
  /** The time of the first animation frame in which `condition()` holds. */
  frameWhen: (condition: () => boolean) => Promise<number>;
  /** The time of the frame painted after `condition()` first holds. */
  paintedWhen: (condition: () => boolean) => Promise<number>;
  longestBlock: (from: number, to: number) => number;
  longestEvent: (from: number, to: number, names?: string[]) => number;
  /** The virtual table scrolled to each fraction of its height: the worst step to new rows painted, the longest block. */
  scrollSteps: (fractions: number[]) => Promise<{ worst: number; block: number }>;
  /** The API called as the panel calls it, with the session's token: the answer's text. */
  api: (path: string, body?: unknown, method?: string) => Promise<string>;
}

declare global {
  interface Window {
    probes: Probes;
    /** What one measurement leaves in the page for the bench to read. */
    bench: Record<string, unknown>;
  }
}

/** For `context.addInitScript(installProbes, SESSION_STORAGE_KEY)`: runs in every page, before its code. */
export function installProbes(sessionKey: string) {
  const probes: Probes = {
    longTasks: [],
    events: [],
    calls: [],
    inFlight: 0,
    nextPaint: () => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0))),
    frameWhen: (condition) =>
      new Promise((done) => {
        const check = () => (condition() ? done(performance.now()) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      }),
    paintedWhen: (condition) => probes.frameWhen(condition).then(() => probes.nextPaint()),
    longestBlock: (from, to) =>
      Math.max(
        0,
        ...probes.longTasks
          .filter((task) => task.start + task.duration >= from && task.start <= to)
          .map((task) => task.duration),
      ),
    longestEvent: (from, to, names) =>
      Math.max(
        0,
        ...probes.events
          .filter((event) => event.start >= from && event.start <= to && (!names || names.includes(event.name)))
          .map((event) => event.duration),
      ),
    scrollSteps: async (fractions) => {
      const scroller = document.querySelector('.ui-table__scroll--virtual')!;
      const firstRow = () => scroller.querySelector('tbody tr')?.textContent;
      const steps = [];
      const start = performance.now();
      for (const fraction of fractions) {
        const before = firstRow();
        const at = performance.now();
        scroller.scrollTop = fraction * (scroller.scrollHeight - scroller.clientHeight);
        steps.push((await probes.paintedWhen(() => firstRow() !== before)) - at);
      }
      return { worst: Math.max(...steps), block: probes.longestBlock(start, performance.now()) };
    },
    api: async (path, body, method = body === undefined ? 'GET' : 'POST') => {
      const { accessToken } = JSON.parse(localStorage.getItem(sessionKey) ?? '{}') as { accessToken?: string };
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body: typeof body === 'string' || body === undefined ? body : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
      return text;
    },
  };
  window.probes = probes;
  window.bench = {};
  const observe = (type: string, into: Span[], options = {}) =>
    new PerformanceObserver((list) => {
      for (const { name, startTime, duration } of list.getEntries()) into.push({ name, start: startTime, duration });
    }).observe({ type, buffered: true, ...options });
  observe('longtask', probes.longTasks);
  observe('event', probes.events, { durationThreshold: 16 });
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob) => {
    if (blob instanceof Blob) probes.download = { readyAt: performance.now(), size: blob.size };
    return createObjectURL(blob);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
    ...rest: unknown[]
  ) {
    const call: PanelCall = { method, url: String(url), start: performance.now(), end: 0, bytes: 0 };
    probes.inFlight += 1;
    this.addEventListener('loadend', () => {
      probes.inFlight -= 1;
      call.end = performance.now();
      // The body's size as the browser received it, in its resource timing once this task ends; for
      // another origin's answer (the live build's API), which gives no sizes there, its text's length.
      const text = this.responseType === '' || this.responseType === 'text' ? this.responseText : '';
      setTimeout(() => {
        const entry = performance
          .getEntriesByName(new URL(call.url, location.href).href)
          .filter((timing) => (timing as PerformanceResourceTiming).initiatorType === 'xmlhttprequest')
          .at(-1) as PerformanceResourceTiming | undefined;
        call.bytes = entry?.decodedBodySize || text.length;
      }, 0);
      probes.calls.push(call);
    });
    return open.apply(this, [method, url, ...rest] as Parameters<typeof open>);
  } as typeof XMLHttpRequest.prototype.open;
}
