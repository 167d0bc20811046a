/**
 * Serves the built PWA from dist/ on the API's port: hashed assets are cached for a year,
 * the HTML shell, the service worker and the manifest are always revalidated, and any other
 * non-API GET answers index.html so that deep links reach the client router; /login answers
 * login.html, the login screen without the app (docs/decisions.md), and the first-load pages
 * (src/domain/first-load-pages.ts) their index.html with preloads. Text assets are
 * sent as the brotli or gzip file the build wrote beside them (scripts/precompress.ts) when the
 * request's Accept-Encoding allows it, with `Vary: Accept-Encoding` for caches in between.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { vi } from '../../src/i18n/messages';
import { FIRST_LOAD_PAGES } from '../../src/domain/first-load-pages';
import { LOGIN_PAGE_FILE, LOGIN_PAGE_PATH } from '../../src/domain/login-page-path';

const ALWAYS_REVALIDATE = /(^|\/)(index\.html|login\.html|sw\.js|manifest\.webmanifest|registerSW\.js)$/;
/** The precompressed siblings' suffixes, and the file types that may have one. */
const ENCODED_SUFFIX = /\.(br|gz)$/;
const MAY_BE_PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

function cacheControlFor(encodedPath: string): string {
  const filePath = encodedPath.replace(ENCODED_SUFFIX, '');
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATE.test(filePath)) return 'no-cache';
  return 'public, max-age=86400';
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send({ code: 'not_found', message: isApi(request.url) ? vi.errors.routeNotFound : vi.errors.notFound });
}

async function staticPwa(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasLoginPage = existsSync(path.join(options.distDir, LOGIN_PAGE_FILE));
  const firstLoadPages = FIRST_LOAD_PAGES.filter((page) => existsSync(path.join(options.distDir, page.file)));
  const pageFor = (pathname: string) => {
    if (hasLoginPage && LOGIN_PAGE_PATH.test(pathname)) return LOGIN_PAGE_FILE;
    return firstLoadPages.find((page) => page.path.test(pathname))?.file ?? 'index.html';
  };
  if (!existsSync(indexFile)) {
    app.log.warn(`No built PWA in ${options.distDir}; run "npm run build". The API still works.`);
    app.setNotFoundHandler(notFoundJson);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The .br and .gz files are variants of their original, not URLs of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      if (MAY_BE_PRECOMPRESSED.test(filePath.replace(ENCODED_SUFFIX, ''))) res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing hashed asset must fail as a 404 (a chunk load error the client can handle),
    // not as an HTML page parsed as JavaScript.
    if (isApi(pathname) || pathname.startsWith('/assets/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return notFoundJson(request, reply);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile(pageFor(pathname));
  });
}

export default fp(staticPwa, { name: 'static-pwa' });
