import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { F5_BLOCK_PAGE } from '../gateway-pages';

/*
 * A small, unkind layer between the panel and the mock server, as real APIs have in front of them
 * (issue 34): a gateway or web application firewall that answers 200 with its own HTML page, a
 * slow link that holds a write past the panel's time limit before the server receives it, data
 * other systems stored, answered as they stored it. The journeys set its rules per test; without
 * rules it passes everything through unchanged. It listens on 127.0.0.1 only.
 */

type Json = Record<string, unknown>;

export interface GatewayRule {
  method: string;
  /** Matched against the path (no query). */
  path: RegExp;
  /** Answer 200 with F5 ASM's block page; the server never sees the request. */
  block?: boolean;
  /** Hold the request this long before the server receives it (the answer then comes, late). */
  holdMs?: number;
  /** Hold the request until `release()` is called. */
  held?: boolean;
  /** Answer this status with a JSON message instead of passing it on. */
  status?: number;
  /** That answer's message ('Sessão expirada.' unless told). */
  message?: string;
  /** The server's JSON answer, as another system stored the data (`sent`: the request's JSON body, as the server got it). */
  answer?: (body: Json, sent?: Json) => Json;
  /** The request's JSON body before the server receives it (the same system's way back). */
  request?: (body: Json) => Json;
  /** Apply once, then drop the rule. */
  once?: boolean;
}

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface UnkindGateway {
  url: string;
  /** Rules in force, first match wins: `gateway.rules.push({ method: 'PUT', path: /^\/api\/associados\/?$/, block: true })`. */
  rules: GatewayRule[];
  /** Every request the panel sent through it (its JSON body parsed). */
  seen: SeenRequest[];
  /** Lets every held request go on to the server. */
  release: () => void;
  /** No rules, nothing seen. */
  reset: () => void;
  close: () => Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const parse = (buffer: Buffer): unknown => {
  try {
    return buffer.length > 0 ? JSON.parse(buffer.toString('utf8')) : undefined;
  } catch {
    return buffer.toString('utf8');
  }
};

/** A gateway in front of `target` (the mock server's address). */
export async function startUnkindGateway(target: string): Promise<UnkindGateway> {
  const upstream = new URL(target);
  const rules: GatewayRule[] = [];
  const seen: SeenRequest[] = [];
  let releaseAll: (() => void)[] = [];

  const cors = (request: IncomingMessage) =>
    request.headers.origin
      ? { 'Access-Control-Allow-Origin': request.headers.origin, Vary: 'Origin' }
      : ({} as Record<string, string>);

  function forward(request: IncomingMessage, response: ServerResponse, body: Buffer, rule?: GatewayRule) {
    let sent = body;
    if (rule?.request && body.length > 0) sent = Buffer.from(JSON.stringify(rule.request(parse(body) as Json)));
    const headers = { ...request.headers, host: upstream.host, 'content-length': String(sent.length) };
    const outgoing = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        void readBody(answer).then((answered) => {
          let out = answered;
          const isJson = /json/.test(String(answer.headers['content-type'] ?? ''));
          if (rule?.answer && isJson && answered.length > 0)
            out = Buffer.from(JSON.stringify(rule.answer(parse(answered) as Json, parse(sent) as Json | undefined)));
          const outHeaders = { ...answer.headers, 'content-length': String(out.length) };
          if (response.destroyed) return;
          response.writeHead(answer.statusCode ?? 502, outHeaders);
          response.end(out);
        });
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end();
    });
    outgoing.end(sent);
  }

  const server = createServer((request, response) => {
    void readBody(request).then(async (body) => {
      const path = new URL(request.url ?? '/', 'http://gateway').pathname;
      if (request.method !== 'OPTIONS') seen.push({ method: request.method ?? 'GET', path, body: parse(body) });
      const index =
        request.method === 'OPTIONS'
          ? -1
          : rules.findIndex((rule) => rule.method === request.method && rule.path.test(path));
      const rule = index >= 0 ? rules[index] : undefined;
      if (rule?.once) rules.splice(index, 1);
      if (rule?.block) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...cors(request) });
        response.end(F5_BLOCK_PAGE);
        return;
      }
      if (rule?.status) {
        response.writeHead(rule.status, { 'Content-Type': 'application/json', ...cors(request) });
        response.end(JSON.stringify({ message: rule.message ?? 'Sessão expirada.' }));
        return;
      }
      if (rule?.held) await new Promise<void>((resolve) => releaseAll.push(resolve));
      if (rule?.holdMs) await new Promise((resolve) => setTimeout(resolve, rule.holdMs));
      forward(request, response, body, rule);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rules,
    seen,
    release: () => {
      const waiting = releaseAll;
      releaseAll = [];
      waiting.forEach((go) => go());
    },
    reset: () => {
      rules.length = 0;
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        releaseAll.forEach((go) => go());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
