/** One answer the browser got: its address and the protocol it came over (`h2`, `http/1.1`). */
export interface Answer {
  url: string;
  protocol: string;
  /** The TLS version (`TLS 1.3`), over TLS. */
  tls?: string;
  /** False for a request still waiting when the page was measured (a remessa's follow): no answer, no protocol yet. */
  finished?: boolean;
}

/**
 * How the benches serve the panel (`BENCH_PROTOCOL`):
 * - `h2` (default), as staff are served: TLS and HTTP/2 in front of nginx and of the API, like the
 *   association's load balancer (tests/browser/tls-front.ts), with a certificate made for the run;
 * - `http1`, as the benches measured before: plain HTTP/1.1 straight to nginx and to the API.
 */
export const BENCH_PROTOCOLS = {
  h2: { label: 'HTTP/2 and TLS, through a front like the load balancer', wire: 'h2' },
  http1: { label: 'HTTP/1.1 without TLS, straight to nginx and the API', wire: 'http/1.1' },
} as const;
export type BenchProtocol = keyof typeof BENCH_PROTOCOLS;

/** `BENCH_PROTOCOL` read and checked: `h2` when unset; anything else unknown stops the bench. */
export function benchProtocol(value = process.env.BENCH_PROTOCOL): BenchProtocol {
  const protocol = value || 'h2';
  if (!Object.hasOwn(BENCH_PROTOCOLS, protocol))
    throw new Error(`BENCH_PROTOCOL=${protocol} is unknown: use ${Object.keys(BENCH_PROTOCOLS).join(' or ')}.`);
  return protocol as BenchProtocol;
}

/**
 * Checks that every answer from the panel and from the API came over the run's protocol, and says
 * so: `h2 (TLS 1.3): 21 answers, 9 from the panel, 12 from the API`. Throws when one did not, or
 * when none came from the panel (nothing would have been checked). A page may call no API (`/`).
 */
export function checkProtocol(
  live: { protocol: BenchProtocol; url: string; apiUrl: string },
  answers: Answer[],
): string {
  const expected = BENCH_PROTOCOLS[live.protocol].wire;
  const from = (origin: string) =>
    answers.filter((answer) => answer.finished !== false && new URL(answer.url).origin === origin);
  const panel = from(live.url);
  const api = from(live.apiUrl);
  if (!panel.length) throw new Error(`No answer seen from the panel (${live.url}): the protocol was not checked.`);
  const other = [...panel, ...api].filter((answer) => answer.protocol !== expected);
  if (other.length)
    throw new Error(
      `Expected ${expected} for every answer; got ${other.map((answer) => `${answer.protocol || '?'} for ${answer.url}`).join(', ')}.`,
    );
  const tls = [...new Set([...panel, ...api].map((answer) => answer.tls).filter(Boolean))].join(', ');
  const count = panel.length + api.length;
  return `${expected}${tls ? ` (${tls})` : ''}: ${count} answer${count === 1 ? '' : 's'}, ${panel.length} from the panel, ${api.length} from the API`;
}
