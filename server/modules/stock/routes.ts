/** The stock area's modules (issue 8), registered as one plugin under /api/v1. */
import type { FastifyPluginAsync } from 'fastify';
import { purchaseOrderRoutes } from '../purchasing/routes';

export const stockModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(purchaseOrderRoutes);
};
