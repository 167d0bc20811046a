/** The catalogue module: named lists, products (with units, lots and images), prescription templates. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { masterDataRoutes } from './master-data-routes';
import { productBarcodeRoutes } from './products/barcodes';
import { productRoutes } from './products/routes';
import { prescriptionTemplateRoutes } from './prescription-templates/routes';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(masterDataRoutes);
  await app.register(productRoutes);
  await app.register(productBarcodeRoutes);
  await app.register(prescriptionTemplateRoutes);
};
