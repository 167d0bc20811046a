/**
 * /api/v1/stock/…: on-hand of a product with its lots (product page), low-stock and near-expiry
 * lists, and the ledger of moves (a product's stock card: running balance, opening and closing).
 * Read with viewProductList (SPEC §6: the product pages' permission).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import {
  lowStockItem,
  nearExpiryItem,
  productStock as productStockSchema,
  lowStockQuery,
  nearExpiryQuery,
  stockMoveQuery,
  stockMovesPage,
} from '../../../src/domain/stock/stock-views';
import { notFound } from '../../plugins/errors';
import { listMoves, lowStock, nearExpiry, productStock } from './views';

const tags = ['stock'];

export const stockViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('viewProductList');
  app.get(
    '/stock/products/:id',
    { preHandler: read, schema: { tags, params: idParams, response: { 200: dataResponse(productStockSchema) } } },
    async (request) => {
      const found = await request.withTenant((tx) => productStock(tx, request.auth.tenantId, request.params.id));
      if (!found) throw notFound();
      return { data: found };
    },
  );
  app.get(
    '/stock/low-stock',
    { preHandler: read, schema: { tags, querystring: lowStockQuery, response: { 200: listResponse(lowStockItem) } } },
    async (request) => request.withTenant((tx) => lowStock(tx, request.auth.tenantId, request.query)),
  );
  app.get(
    '/stock/near-expiry',
    {
      preHandler: read,
      schema: { tags, querystring: nearExpiryQuery, response: { 200: listResponse(nearExpiryItem) } },
    },
    async (request) => request.withTenant((tx) => nearExpiry(tx, request.auth.tenantId, request.query)),
  );
  app.get(
    '/stock/moves',
    { preHandler: read, schema: { tags, querystring: stockMoveQuery, response: { 200: stockMovesPage } } },
    async (request) => request.withTenant((tx) => listMoves(tx, request.auth.tenantId, request.query)),
  );
};
