/**
 * Security headers on every response (DESIGN.md §4) through @fastify/helmet: a CSP without inline
 * script, no framing, no MIME sniffing, HSTS when the request came over TLS (through a proxy), and
 * API answers never stored by a browser or proxy unless the route says otherwise.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Exactly the headers the server sent before helmet: helmet's other defaults are turned off so
 * that the switch changes no behaviour (docs/decisions.md, "Security headers through helmet").
 */
export const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    // Helmet's defaults would add upgrade-insecure-requests, which breaks a shop served over
    // plain HTTP on its own network.
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Chakra UI (emotion) and the print layouts (receipt, e-invoice) add style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // data: for images the build inlines, blob: for product images (fetched with the token and
      // shown as object URLs).
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Sent by the hook below, only over TLS: helmet cannot decide per request.
  strictTransportSecurity: false,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, helmetOptions);
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
