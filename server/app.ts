/**
 * buildApp(options): the whole API as a Fastify instance that tests drive with `app.inject`
 * and main.ts binds to a port. It holds no state of its own beyond the database pool and the job queue's connection.
 */
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '../src/domain/zod-messages';
import type { AppConfig } from './config';
import type { Database, Db } from './db/connection';
import { registerErrorHandling } from './plugins/errors';
import auth from './plugins/auth';
import mail from './plugins/mail';
import openapi from './plugins/openapi';
import securityHeaders from './plugins/helmet';
import staticPwa from './plugins/static-pwa';
import { registerModules } from './modules/index';
import { tillMutations } from './modules/sync/handlers';
import type { MutationTable } from './modules/sync/mutations';
import { sessionCheck } from './modules/auth/sessions';
import type { Jobs } from './jobs/queue';
import { createSecretBox, type SecretBox } from './lib/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** The durable job queue (send jobs, in a transaction with `tx`). */
    jobs: Jobs;
    /** Seals and opens secrets kept at rest. */
    secretBox: SecretBox;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** The durable job queue; main.ts and createTestApp start it on the same database. */
  jobs: Jobs;
  /** Pino options, or false to keep tests quiet. */
  logger?: boolean | { level: string };
  /** What POST /sync/push applies: the till's mutations unless a test brings its own table. */
  mutations?: MutationTable;
}

export async function buildApp({
  config,
  database,
  jobs,
  logger,
  mutations = tillMutations,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 2 * 1024 * 1024,
    // X-Forwarded-For is believed only behind a known proxy (TRUST_PROXY), or any client could
    // pick its own address and slip past the per-address login throttle.
    trustProxy: config.trustProxy as boolean,
    // Per-request lines only when debugging; errors are always logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('jobs', jobs);
  app.decorate('secretBox', createSecretBox(config.dataKey));

  registerErrorHandling(app);
  await app.register(securityHeaders);
  // Responses of 1 KiB or more (the pull's pages, lists, reports) in brotli or gzip as the client
  // accepts; the PWA's files are already compressed at build time, and request bodies are not inflated.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(openapi, { version: config.version });
  await app.register(auth, { sessionCheck });
  await app.register(mail);
  await registerModules(app, { mutations });
  await app.register(staticPwa, { distDir: config.distDir });
  return app;
}
