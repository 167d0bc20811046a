/**
 * /api/v1/einvoices. Who may do what (docs/decisions.md): holders of viewPOSOrderDetail (admin
 * and cashier) list, read, draft from a paid order, edit and issue drafts; cancelling an issued
 * invoice and starting a replacement or adjustment need viewSetting (admin). An adjustment's body
 * gives its line changes (docs/einvoices.md); without lines it adjusts the buyer's details only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import {
  einvoiceAdjustInput,
  einvoiceCancelInput,
  einvoiceCreateInput,
  einvoiceDeliverySummary,
  einvoiceDetail,
  einvoiceListQuery,
  einvoiceSummary,
  einvoiceUpdateInput,
} from '../../../src/domain/einvoice/schemas';
import { einvoicesVi } from '../../../src/i18n/einvoices';
import { conflict, notFound } from '../../plugins/errors';
import type { Tx } from '../../db/connection';
import { exportInvoices } from './export';
import { deliverySummary, findRow, getDetail, listInvoices } from './repository';
import { todayInShop } from '../../../src/domain/shop-clock';
import { releaseHeldAdjustments } from './return-invoices';
import { correct } from './corrections';
import { cancel, createDraft, issue, resend, updateDraft } from './service';
import { XLSX } from '../../lib/gpp-books';

const tags = ['einvoices'];

async function detailOr404(tx: Tx, tenantId: string, id: string) {
  const found = await getDetail(tx, tenantId, id);
  if (!found) throw notFound();
  return found;
}

export const einvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePermission('viewPOSOrderDetail');
  const admin = app.requirePermission('viewSetting');
  const detail = { 200: dataResponse(einvoiceDetail) };
  const deps = { jobs: app.jobs, secretBox: app.secretBox };

  app.get(
    '/einvoices',
    {
      preHandler: staff,
      schema: { tags, querystring: einvoiceListQuery, response: { 200: listResponse(einvoiceSummary) } },
    },
    async (request) => request.withTenant((tx) => listInvoices(tx, request.auth.tenantId, request.query)),
  );

  app.get(
    '/einvoices/summary',
    { preHandler: staff, schema: { tags, response: { 200: dataResponse(einvoiceDeliverySummary) } } },
    async (request) => ({
      data: await request.withTenant((tx) => deliverySummary(tx, request.auth.tenantId, todayInShop())),
    }),
  );

  app.get(
    '/einvoices/export',
    { preHandler: staff, schema: { tags, querystring: einvoiceListQuery } },
    async (request, reply) => {
      const file = await request.withTenant((tx) => exportInvoices(tx, request.auth.tenantId, request.query));
      return reply.type(XLSX).header('Content-Disposition', 'attachment; filename="hoa-don-dien-tu.xlsx"').send(file);
    },
  );

  app.post(
    '/einvoices',
    { preHandler: staff, schema: { tags, body: einvoiceCreateInput, response: { 201: dataResponse(einvoiceDetail) } } },
    async (request, reply) => {
      const data = await request.withTenant(async (tx) =>
        detailOr404(tx, request.auth.tenantId, await createDraft(tx, request.auth, request.body)),
      );
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/einvoices/:id',
    { preHandler: staff, schema: { tags, params: idParams, response: detail } },
    async (request) => ({
      data: await request.withTenant((tx) => detailOr404(tx, request.auth.tenantId, request.params.id)),
    }),
  );

  app.put(
    '/einvoices/:id',
    { preHandler: staff, schema: { tags, params: idParams, body: einvoiceUpdateInput, response: detail } },
    async (request) => ({
      data: await request.withTenant(async (tx) => {
        await updateDraft(tx, deps, request.auth.tenantId, request.params.id, request.body.buyer);
        return detailOr404(tx, request.auth.tenantId, request.params.id);
      }),
    }),
  );

  app.post(
    '/einvoices/:id/issue',
    { preHandler: staff, schema: { tags, params: idParams, response: detail } },
    async (request) => ({
      data: await request.withTenant(async (tx) => {
        const issued = await issue(tx, deps, request.auth.tenantId, request.params.id);
        // A sale's invoice completes the adjustments of its returns made on the till before it existed.
        if (issued.relation !== 'adjust') await releaseHeldAdjustments(tx, deps, request.auth.tenantId, issued.orderId);
        return detailOr404(tx, request.auth.tenantId, request.params.id);
      }),
    }),
  );

  app.post(
    '/einvoices/:id/resend',
    { preHandler: staff, schema: { tags, params: idParams, response: detail } },
    async (request) => ({
      data: await request.withTenant(async (tx) => {
        await resend(tx, deps, request.auth, request.params.id);
        return detailOr404(tx, request.auth.tenantId, request.params.id);
      }),
    }),
  );

  app.post(
    '/einvoices/:id/cancel',
    { preHandler: staff, schema: { tags, params: idParams, body: einvoiceCancelInput, response: detail } },
    async (request) => ({
      data: await request.withTenant(async (tx) => {
        await cancel(tx, request.auth, request.params.id, request.body.reason);
        return detailOr404(tx, request.auth.tenantId, request.params.id);
      }),
    }),
  );

  app.post(
    '/einvoices/:id/replace',
    { preHandler: admin, schema: { tags, params: idParams, response: { 201: dataResponse(einvoiceDetail) } } },
    async (request, reply) => {
      const data = await request.withTenant(async (tx) =>
        detailOr404(tx, request.auth.tenantId, await correct(tx, request.auth, request.params.id, 'replace')),
      );
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/einvoices/:id/adjust',
    {
      preHandler: admin,
      schema: {
        tags,
        params: idParams,
        body: einvoiceAdjustInput.optional(),
        response: { 201: dataResponse(einvoiceDetail) },
      },
    },
    async (request, reply) => {
      const body = einvoiceAdjustInput.parse(request.body ?? {});
      const data = await request.withTenant(async (tx) =>
        detailOr404(tx, request.auth.tenantId, await correct(tx, request.auth, request.params.id, 'adjust', body)),
      );
      return reply.code(201).send({ data });
    },
  );

  app.get('/einvoices/:id/xml', { preHandler: staff, schema: { tags, params: idParams } }, async (request, reply) => {
    const row = await request.withTenant((tx) => findRow(tx, request.auth.tenantId, request.params.id));
    if (!row) throw notFound();
    if (row.xml === null) throw conflict(einvoicesVi.reasons.xmlNotReady);
    // Template and series are shop-typed text: keep the header to safe characters.
    const name = `${row.templateCode}${row.series}-${String(row.number).padStart(8, '0')}.xml`.replace(/[^\w.-]/g, '_');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(row.xml);
  });
};
