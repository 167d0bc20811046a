/**
 * POST /api/v1/products/next-barcode: the shop's next internal barcode (src/domain/catalog/
 * barcodes.ts) for a unit that has none, from the tenant's `internal_barcode` counter, skipping
 * any number someone already typed into a live unit. The product form puts it in the unit's field
 * and saves it with the product, where the barcode's unique index still guards it; a number handed
 * out and never saved is not reused. viewProductForm, as writing a product.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { internalBarcode } from '../../../../src/domain/catalog/barcodes';
import { dataResponse } from '../../../../src/domain/list-query';
import type { Tx } from '../../../db/connection';
import { productUnits } from '../../../db/schema/index';
import { bumpCounter } from '../../../lib/counters';

export async function nextInternalBarcode(tx: Tx, tenantId: string): Promise<string> {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const barcode = internalBarcode(
      await bumpCounter(tx, 'code_sequences', { tenant_id: tenantId, kind: 'internal_barcode' }),
    );
    const [taken] = await tx
      .select({ id: productUnits.id })
      .from(productUnits)
      .where(
        and(eq(productUnits.tenantId, tenantId), eq(productUnits.barcode, barcode), isNull(productUnits.deletedAt)),
      )
      .limit(1);
    if (!taken) return barcode;
  }
  throw new Error('no free internal barcode after 1000 attempts');
}

export const productBarcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/next-barcode',
    {
      preHandler: app.requirePermission('viewProductForm'),
      schema: { tags: ['products'], response: { 200: dataResponse(z.object({ barcode: z.string() })) } },
    },
    async (request) => ({
      data: { barcode: await request.withTenant((tx) => nextInternalBarcode(tx, request.auth.tenantId)) },
    }),
  );
};
