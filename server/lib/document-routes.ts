/**
 * The HTTP routes the back-office documents (KK, XH, KS, KN, PN) share: list, read one, create,
 * update and actions on one document, each in the tenant's transaction and each answering the
 * document as it stands after, and the GPP book of a period as .xlsx. A module names its guards
 * and schemas; its own odd routes use `reread` to answer the same way.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams } from '../../src/domain/catalog/fields';
import { dataResponse, listResponse } from '../../src/domain/list-query';
import { bookPeriodQuery, type BookPeriod } from '../../src/domain/stock/gpp-books';
import type { Tx } from '../db/connection';
import type { AuthContext } from '../plugins/auth';
import { notFound } from '../plugins/errors';
import { bookWorkbook, storeName, wholeBook, XLSX, type GppBook } from './gpp-books';
import type { Page } from './list-query';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Guard = preHandlerAsyncHookHandler;
type Schema = z.ZodType;

/** GET base/export?from=&to=: the GPP book of those days as .xlsx, read with `guard`. */
export function bookRoute<R>(app: App, base: string, guard: Guard, book: GppBook<R>): void {
  app.get(
    `${base}/export`,
    { preHandler: guard, schema: { tags: [base.slice(1)], querystring: bookPeriodQuery } },
    async (request, reply) => {
      const { from, to } = request.query as BookPeriod;
      const { tenantId } = request.auth;
      const { store, rows } = await request.withTenant(async (tx) => ({
        store: await storeName(tx, tenantId),
        rows: wholeBook(await book.rows(tx, tenantId, from, to)),
      }));
      return reply
        .type(XLSX)
        .header('Content-Disposition', `attachment; filename="${book.file}-${from}-${to}.xlsx"`)
        .send(await bookWorkbook(book, store, rows, from, to));
    },
  );
}

/** `base` is the collection path ('/scraps'); its name is the OpenAPI tag. */
export function documentRoutes<T>(
  app: App,
  base: string,
  record: z.ZodType<T>,
  get: (tx: Tx, tenantId: string, id: string) => Promise<T | undefined>,
) {
  const tags = [base.slice(1)];
  const one = { 200: dataResponse(record) };

  async function reread(tx: Tx, tenantId: string, id: string): Promise<{ data: T }> {
    const found = await get(tx, tenantId, id);
    if (!found) throw notFound();
    return { data: found };
  }

  return {
    tags,
    one,
    reread,
    /** GET base: one page of summaries. */
    list<Q extends Schema>(
      guard: Guard,
      query: Q,
      summary: Schema,
      list: (tx: Tx, tenantId: string, q: z.output<Q>) => Promise<Page<unknown>>,
    ) {
      app.get(
        base,
        { preHandler: guard, schema: { tags, querystring: query, response: { 200: listResponse(summary) } } },
        async (request) => request.withTenant((tx) => list(tx, request.auth.tenantId, request.query as z.output<Q>)),
      );
    },
    /** GET base/export?from=&to=: the GPP book of those days as .xlsx. */
    book<R>(guard: Guard, book: GppBook<R>) {
      bookRoute(app, base, guard, book);
    },
    /** GET base/:id. */
    getOne(guard: Guard) {
      app.get(
        `${base}/:id`,
        { preHandler: guard, schema: { tags, params: idParams, response: one } },
        async (request) => request.withTenant((tx) => reread(tx, request.auth.tenantId, request.params.id)),
      );
    },
    /** POST base: creates from the body, 201 with the new document. */
    create<B extends Schema>(
      guard: Guard,
      body: B,
      create: (tx: Tx, tenantId: string, userId: string, input: z.output<B>) => Promise<string>,
    ) {
      app.post(
        base,
        { preHandler: guard, schema: { tags, body, response: { 201: dataResponse(record) } } },
        async (request, reply) => {
          const { tenantId, userId } = request.auth;
          return reply
            .status(201)
            .send(
              await request.withTenant(async (tx) =>
                reread(tx, tenantId, await create(tx, tenantId, userId, request.body as z.output<B>)),
              ),
            );
        },
      );
    },
    /** PUT base/:id: replaces the document from the body. */
    update<B extends Schema>(
      guard: Guard,
      body: B,
      update: (tx: Tx, tenantId: string, id: string, input: z.output<B>) => Promise<void>,
    ) {
      app.put(
        `${base}/:id`,
        { preHandler: guard, schema: { tags, params: idParams, body, response: one } },
        async (request) =>
          request.withTenant(async (tx) => {
            await update(tx, request.auth.tenantId, request.params.id, request.body as z.output<B>);
            return reread(tx, request.auth.tenantId, request.params.id);
          }),
      );
    },
    /** POST base/:id/{path} without a body (PUT when `method` says so, with a body when one is given). */
    action<B extends Schema | undefined = undefined>(
      path: string,
      guard: Guard,
      work: (tx: Tx, auth: AuthContext, id: string, input: B extends Schema ? z.output<B> : undefined) => Promise<void>,
      options: { body?: B; method?: 'POST' | 'PUT' } = {},
    ) {
      const schema = { tags, params: idParams, response: one, ...(options.body ? { body: options.body } : {}) };
      app.route({
        method: options.method ?? 'POST',
        url: `${base}/:id/${path}`,
        preHandler: guard,
        schema,
        handler: async (request) =>
          request.withTenant(async (tx) => {
            const { id } = request.params as { id: string };
            await work(tx, request.auth, id, request.body as B extends Schema ? z.output<B> : undefined);
            return reread(tx, request.auth.tenantId, id);
          }),
      });
    },
  };
}
