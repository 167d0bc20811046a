/**
 * A real HTTP server on loopback standing in for the API during client tests, with per-test
 * answers and a record of every request. The page (jsdom) is moved to its origin, so the app's
 * relative `/api/v1` calls reach it the way a browser resolves them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization?: string;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
  /** Holds the answer until the promise settles (to see spinners and disabled buttons). */
  wait?: Promise<unknown>;
}

type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

declare const jsdom: { reconfigure(options: { url: string }): void };

/** jsdom has no fetch of its own; Node's does not resolve relative URLs against the page as browsers do. */
function resolveRelativeUrlsLikeABrowser() {
  const marker = Symbol.for('pharmatill.test.relative-urls');
  const g = globalThis as typeof globalThis & { [marker]?: boolean };
  if (g[marker]) return;
  g[marker] = true;
  const resolve = (input: unknown) =>
    typeof input === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(input) ? new URL(input, location.href).href : input;
  const NodeRequest = globalThis.Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(resolve(input) as RequestInfo, init);
    }
  } as typeof Request;
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    nodeFetch(resolve(input) as RequestInfo, init)) as typeof fetch;
}

export async function startApiServer() {
  const handlers = new Map<string, Handler>();
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        let body: unknown = undefined;
        try {
          body = raw ? JSON.parse(raw) : undefined;
        } catch {
          body = raw;
        }
        const request: SeenRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          authorization: req.headers.authorization,
          body,
        };
        seen.push(request);
        const handler = handlers.get(`${request.method} ${request.path}`);
        const answer = handler
          ? await handler(request)
          : { status: 404, body: { code: 'not_found', message: 'Không tìm thấy dữ liệu yêu cầu.' } };
        if (answer.wait) await answer.wait.catch(() => undefined);
        res.statusCode = answer.status ?? 200;
        res.setHeader('Content-Type', 'application/json');
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  jsdom.reconfigure({ url: `${origin}/` });
  resolveRelativeUrlsLikeABrowser();

  return {
    origin,
    seen,
    /** Answers `METHOD /api/v1/path` with a fixed answer or a function of the request. */
    on(route: string, answer: Answer | Handler) {
      const [method, path] = route.split(' ');
      handlers.set(
        `${method} /api/v1/${path?.replace(/^\//, '')}`,
        typeof answer === 'function' ? answer : () => answer,
      );
    },
    calls(route: string) {
      const [method, path] = route.split(' ');
      return seen.filter((r) => r.method === method && r.path === `/api/v1/${path?.replace(/^\//, '')}`);
    },
    reset() {
      handlers.clear();
      seen.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ApiServer = Awaited<ReturnType<typeof startApiServer>>;

/** The stand-in for a whole test file: listening before its first test, emptied after each, closed after its last. */
export function useApiServer(): ApiServer {
  const api = {} as ApiServer;
  beforeAll(async () => {
    Object.assign(api, await startApiServer());
  });
  afterEach(() => api.reset());
  afterAll(() => api.close());
  return api;
}
