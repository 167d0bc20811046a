/**
 * Product images kept in the database (so every API process serves them): upload as
 * multipart `file` (JPEG, PNG or WebP up to 2 MB, recognised by content, not by name), served
 * with an ETag and, when the URL carries the content hash, cached for a year.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/connection';
import { productImages, products } from '../../../db/schema/index';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export function imageType(data: Buffer): string | null {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data.length > 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

export async function productExists(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id), isNull(products.deletedAt)));
  return Boolean(row);
}

export async function saveImage(
  tx: Tx,
  tenantId: string,
  productId: string,
  data: Buffer,
  contentType: string,
): Promise<string> {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
  await tx
    .insert(productImages)
    .values({ tenantId, productId, contentType, hash, data })
    .onConflictDoUpdate({
      target: [productImages.tenantId, productImages.productId],
      set: { contentType, hash, data, createdAt: new Date() },
    });
  await tx
    .update(products)
    .set({ imageHash: hash, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  return hash;
}

export async function loadImage(tx: Tx, tenantId: string, productId: string) {
  const [row] = await tx
    .select({ contentType: productImages.contentType, hash: productImages.hash, data: productImages.data })
    .from(productImages)
    .innerJoin(products, and(eq(products.tenantId, productImages.tenantId), eq(products.id, productImages.productId)))
    .where(
      and(eq(productImages.tenantId, tenantId), eq(productImages.productId, productId), isNull(products.deletedAt)),
    );
  return row;
}

export async function removeImage(tx: Tx, tenantId: string, productId: string): Promise<void> {
  await tx
    .delete(productImages)
    .where(and(eq(productImages.tenantId, tenantId), eq(productImages.productId, productId)));
  await tx
    .update(products)
    .set({ imageHash: null, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
}
