/**
 * /api/v1/inventories (KK): viewInventoryList to read, viewInventoryForm to write (SPEC §6).
 * POST /inventories/{id}/lines adds a lot found while counting; DELETE …/lines/{lineId} removes one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { inventory, inventoryCountsInput, inventoryFoundLotInput, inventoryInput, inventoryListQuery, inventorySummary } from '../../../src/domain/stock/inventories';
import type { Tx } from '../../db/connection';
import { notFound } from '../../plugins/errors';
import { addFoundLot, removeFoundLot } from './found-lots';
import { getInventory, listInventories } from './repository';
import { cancelInventory, createInventory, finishInventory, recordCounts, startInventory, updateInventory } from './service';

const tags = ['inventories'];
const one = { 200: dataResponse(inventory) };
const lineParams = z.object({ id: z.uuid(), lineId: z.uuid() });

async function reread(tx: Tx, tenantId: string, id: string) {
  const found = await getInventory(tx, tenantId, id);
  if (!found) throw notFound();
  return { data: found };
}

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('viewInventoryList');
  const write = app.requirePermission('viewInventoryForm');

  app.get('/inventories', { preHandler: read, schema: { tags, querystring: inventoryListQuery, response: { 200: listResponse(inventorySummary) } } }, async (request) =>
    request.withTenant((tx) => listInventories(tx, request.auth.tenantId, request.query)),
  );
  app.get('/inventories/:id', { preHandler: read, schema: { tags, params: idParams, response: one } }, async (request) => request.withTenant((tx) => reread(tx, request.auth.tenantId, request.params.id)));

  app.post('/inventories', { preHandler: write, schema: { tags, body: inventoryInput, response: { 201: dataResponse(inventory) } } }, async (request, reply) => {
    const { tenantId, userId } = request.auth;
    return reply.status(201).send(await request.withTenant(async (tx) => reread(tx, tenantId, await createInventory(tx, tenantId, userId, request.body))));
  });
  app.put('/inventories/:id', { preHandler: write, schema: { tags, params: idParams, body: inventoryInput, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await updateInventory(tx, request.auth.tenantId, request.params.id, request.body);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );
  app.put('/inventories/:id/counts', { preHandler: write, schema: { tags, params: idParams, body: inventoryCountsInput, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await recordCounts(tx, request.auth.tenantId, request.params.id, request.body);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );
  app.post('/inventories/:id/lines', { preHandler: write, schema: { tags, params: idParams, body: inventoryFoundLotInput, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await addFoundLot(tx, request.auth.tenantId, request.params.id, request.body);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );
  app.delete('/inventories/:id/lines/:lineId', { preHandler: write, schema: { tags, params: lineParams, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await removeFoundLot(tx, request.auth.tenantId, request.params.id, request.params.lineId);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );

  const step = (path: string, work: (tx: Tx, tenantId: string, userId: string, id: string) => Promise<void>) =>
    app.post(`/inventories/:id/${path}`, { preHandler: write, schema: { tags, params: idParams, response: one } }, async (request) =>
      request.withTenant(async (tx) => {
        await work(tx, request.auth.tenantId, request.auth.userId, request.params.id);
        return reread(tx, request.auth.tenantId, request.params.id);
      }),
    );
  step('start', (tx, tenantId, _user, id) => startInventory(tx, tenantId, id));
  step('finish', finishInventory);
  step('cancel', (tx, tenantId, _user, id) => cancelInventory(tx, tenantId, id));
};
