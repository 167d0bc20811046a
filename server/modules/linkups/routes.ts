/**
 * The national pharmacy data link-up, admin only (viewSetting): the account under
 * /settings/link-up (read, save, test the connection), and the outbox under /link-ups (the list
 * with filters, the count of open problems, resend after a fix), and the national drug codes
 * screen's calls under /link-ups/national-codes (products without a code, matching a catalogue
 * file, saving codes).
 */
import { and, eq } from 'drizzle-orm';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeMatch,
  markGoodsInput,
  markGoodsResult,
  nationalCodesInput,
  nationalCodesQuery,
  productWithoutCode,
  registrationApplyResult,
} from '../../../src/domain/linkup/national-codes';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import { idParams } from '../../../src/domain/catalog/fields';
import { linkupListQuery, linkupMessageSummary, linkupProblemSummary } from '../../../src/domain/linkup/messages';
import { linkupSettings, linkupSettingsInput, linkupTestResult } from '../../../src/domain/linkup/settings';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { linkupsVi } from '../../../src/i18n/linkups';
import { linkupMessages } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { listProductsWithoutCode, matchCatalogue, registrationCodes } from './code-matching';
import { queueDeliveries } from './delivery';
import { markGoods, saveNationalCodes } from './national-codes';
import { listMessages, problemSummary, toSummary } from './repository';
import { LinkupUnavailable } from './service-port';
import { linkupServiceOf, readLinkupRow, readLinkupSettings, saveLinkupSettings } from './settings';

const tags = ['link-ups'];
const E = linkupsVi.errors;

const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The national catalogue file of a multipart request (`file`, .xlsx or .csv). */
async function catalogueFile(request: FastifyRequest): Promise<Buffer> {
  const file = request.isMultipart() ? await request.file() : undefined;
  if (!file) throw badRequest({ file: [linkupsVi.codes.fileMissing] });
  if (!/\.(xlsx|csv)$/i.test(file.filename)) throw badRequest({ file: [catalogVi.errors.fileType] });
  try {
    return await file.toBuffer();
  } catch {
    throw badRequest({ file: [catalogVi.errors.fileUnreadable] });
  }
}

export const linkupRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requirePermission('viewSetting');
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 } });

  app.get(
    '/settings/link-up',
    { preHandler: admin, schema: { tags, response: { 200: dataResponse(linkupSettings) } } },
    async (request) => ({
      data: await request.withTenant((tx) => readLinkupSettings(tx, request.auth.tenantId)),
    }),
  );

  app.put(
    '/settings/link-up',
    { preHandler: admin, schema: { tags, body: linkupSettingsInput, response: { 200: dataResponse(linkupSettings) } } },
    async (request) => ({
      data: await request.withTenant(async (tx) => {
        const tenantId = request.auth.tenantId;
        const saved = await saveLinkupSettings(tx, tenantId, request.body, app.secretBox);
        // What waited while the link-up was off or incomplete goes now (a message held for a
        // missing code too: its products may have got their codes meanwhile; delivery checks again).
        if (saved.enabled) {
          const waiting = await tx
            .select({ id: linkupMessages.id })
            .from(linkupMessages)
            .where(and(eq(linkupMessages.tenantId, tenantId), eq(linkupMessages.status, 'waiting')));
          await queueDeliveries(
            app.jobs,
            tx,
            tenantId,
            waiting.map((m) => m.id),
          );
        }
        return saved;
      }),
    }),
  );

  // Logs in with the saved account: ok, or the service's reason.
  app.post(
    '/settings/link-up/test',
    { preHandler: admin, schema: { tags, response: { 200: dataResponse(linkupTestResult) } } },
    async (request) => {
      const row = await request.withTenant((tx) => readLinkupRow(tx, request.auth.tenantId));
      const service = linkupServiceOf(row, app.secretBox);
      if (!service) return { data: { ok: false, message: linkupsVi.settingsErrors.notConfigured } };
      try {
        return { data: await service.test() };
      } catch (error) {
        if (error instanceof LinkupUnavailable)
          return { data: { ok: false, message: linkupsVi.settingsErrors.unreachable } };
        throw error;
      }
    },
  );

  app.get(
    '/link-ups',
    {
      preHandler: admin,
      schema: { tags, querystring: linkupListQuery, response: { 200: listResponse(linkupMessageSummary) } },
    },
    async (request) => request.withTenant((tx) => listMessages(tx, request.auth.tenantId, request.query)),
  );

  app.get(
    '/link-ups/summary',
    { preHandler: admin, schema: { tags, response: { 200: dataResponse(linkupProblemSummary) } } },
    async (request) => ({ data: await request.withTenant((tx) => problemSummary(tx, request.auth.tenantId)) }),
  );

  // Sends a waiting or refused message again (after its products got their codes, or the account a fix).
  app.post(
    '/link-ups/:id/resend',
    { preHandler: admin, schema: { tags, params: idParams, response: { 200: dataResponse(linkupMessageSummary) } } },
    async (request) => ({
      data: await request.withTenant(async (tx) => {
        const tenantId = request.auth.tenantId;
        const where = and(eq(linkupMessages.tenantId, tenantId), eq(linkupMessages.id, request.params.id));
        const [row] = await tx.select().from(linkupMessages).where(where).for('update');
        if (!row) throw notFound(E.notFound);
        if (row.status === 'accepted') throw conflict(E.alreadyAccepted);
        if (!(await readLinkupRow(tx, tenantId)).enabled) throw conflict(E.disabled);
        const [updated] = await tx
          .update(linkupMessages)
          .set({ status: 'waiting', problem: null, updatedAt: new Date() })
          .where(where)
          .returning();
        await queueDeliveries(app.jobs, tx, tenantId, [row.id]);
        return toSummary(updated!);
      }),
    }),
  );

  // The national drug codes screen: products the link-up needs that have no code.
  app.get(
    '/link-ups/national-codes',
    {
      preHandler: admin,
      schema: { tags, querystring: nationalCodesQuery, response: { 200: listResponse(productWithoutCode) } },
    },
    async (request) => request.withTenant((tx) => listProductsWithoutCode(tx, request.auth.tenantId, request.query)),
  );

  // Suggestions from the national catalogue file (multipart `file`, .xlsx or .csv).
  app.post(
    '/link-ups/national-codes/match',
    { preHandler: admin, schema: { tags, response: { 200: dataResponse(z.array(codeMatch)) } } },
    async (request) => {
      const data = await catalogueFile(request);
      return { data: await request.withTenant((tx) => matchCatalogue(tx, request.auth.tenantId, data)) };
    },
  );

  // Applies every suggestion by registration number of the catalogue file at once (a number the
  // catalogue lists under several codes is left for the admin to choose), and sends again what
  // those products held back.
  app.post(
    '/link-ups/national-codes/apply-registration',
    { preHandler: admin, schema: { tags, response: { 200: dataResponse(registrationApplyResult) } } },
    async (request) => {
      const data = await catalogueFile(request);
      return {
        data: await request.withTenant(async (tx) => {
          const tenantId = request.auth.tenantId;
          const { codes, ambiguous } = registrationCodes(await matchCatalogue(tx, tenantId, data));
          const saved =
            codes.length > 0 ? await saveNationalCodes(tx, app.jobs, tenantId, codes) : { updated: 0, queued: 0 };
          return { ...saved, ambiguous };
        }),
      };
    },
  );

  // Marks products as goods that are not drugs (a supplement's, cosmetic's or device's number):
  // they leave the codes screen, and the messages they held back go without them.
  app.post(
    '/link-ups/national-codes/goods',
    { preHandler: admin, schema: { tags, body: markGoodsInput, response: { 200: dataResponse(markGoodsResult) } } },
    async (request) => ({
      data: await request.withTenant((tx) => markGoods(tx, app.jobs, request.auth.tenantId, request.body.product_ids)),
    }),
  );

  // Saves national drug codes (the codes screen, an import) and sends again every held or refused
  // message of those products.
  app.put(
    '/link-ups/national-codes',
    {
      preHandler: admin,
      schema: {
        tags,
        body: nationalCodesInput,
        response: { 200: dataResponse(z.object({ updated: z.number().int(), queued: z.number().int() })) },
      },
    },
    async (request) => ({
      data: await request.withTenant((tx) =>
        saveNationalCodes(tx, app.jobs, request.auth.tenantId, request.body.codes),
      ),
    }),
  );
};
