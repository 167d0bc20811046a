/**
 * /api/v1/inventories (KK): viewInventoryList to read, viewInventoryForm to write (SPEC §6).
 * POST /inventories/{id}/lines adds a lot found while counting; DELETE …/lines/{lineId} removes one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inventory,
  inventoryCountsInput,
  inventoryFoundLotInput,
  inventoryInput,
  inventoryListQuery,
  inventorySummary,
} from '../../../src/domain/stock/inventories';
import { documentRoutes } from '../../lib/document-routes';
import { addFoundLot, removeFoundLot } from './found-lots';
import { getInventory, listInventories } from './repository';
import {
  cancelInventory,
  createInventory,
  finishInventory,
  recordCounts,
  startInventory,
  updateInventory,
} from './service';

const lineParams = z.object({ id: z.uuid(), lineId: z.uuid() });

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('viewInventoryList');
  const write = app.requirePermission('viewInventoryForm');
  const routes = documentRoutes(app, '/inventories', inventory, getInventory);

  routes.list(read, inventoryListQuery, inventorySummary, listInventories);
  routes.getOne(read);
  routes.create(write, inventoryInput, createInventory);
  routes.update(write, inventoryInput, updateInventory);
  routes.action('counts', write, (tx, auth, id, body) => recordCounts(tx, auth.tenantId, id, body), {
    body: inventoryCountsInput,
    method: 'PUT',
  });
  routes.action('lines', write, (tx, auth, id, body) => addFoundLot(tx, auth.tenantId, id, body), {
    body: inventoryFoundLotInput,
  });
  app.delete(
    '/inventories/:id/lines/:lineId',
    { preHandler: write, schema: { tags: routes.tags, params: lineParams, response: routes.one } },
    async (request) =>
      request.withTenant(async (tx) => {
        await removeFoundLot(tx, request.auth.tenantId, request.params.id, request.params.lineId);
        return routes.reread(tx, request.auth.tenantId, request.params.id);
      }),
  );
  routes.action('start', write, (tx, auth, id) => startInventory(tx, auth.tenantId, id));
  routes.action('finish', write, (tx, auth, id) => finishInventory(tx, auth.tenantId, auth.userId, id));
  routes.action('cancel', write, (tx, auth, id) => cancelInventory(tx, auth.tenantId, id));
};
