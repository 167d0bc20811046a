/** The stock area's modules (issue 8), registered as one plugin under /api/v1. */
import type { FastifyPluginAsync } from 'fastify';
import { complaintRoutes } from '../complaints/routes';
import { inventoryRoutes } from '../inventories/routes';
import { qualityControlRoutes } from '../quality/routes';
import { purchaseOrderRoutes } from '../purchasing/routes';
import { reorderRoutes } from '../purchasing/reorder';
import { supplierReturnRoutes } from '../purchasing/supplier-return-routes';
import { scrapRoutes } from '../scraps/routes';
import { stockReportRoutes } from '../reports-stock/routes';
import { stockViewRoutes } from './view-routes';

export const stockModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(purchaseOrderRoutes);
  await app.register(supplierReturnRoutes);
  await app.register(reorderRoutes);
  await app.register(inventoryRoutes);
  await app.register(scrapRoutes);
  await app.register(stockViewRoutes);
  await app.register(stockReportRoutes);
  await app.register(complaintRoutes);
  await app.register(qualityControlRoutes);
};
