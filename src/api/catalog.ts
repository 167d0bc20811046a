/** Catalogue endpoints: products with their units, lots and image, vendors. */
import type { Lot, Product, ProductInput } from '../domain/catalog/products';
import type { Vendor, VendorInput } from '../domain/catalog/parties';
import { getData, http, sendJson } from './client';
import { toApiError } from './errors';
import { resource } from './resource';

export const productsApi = resource<Product, ProductInput>('products');
export const vendorsApi = resource<Vendor, VendorInput>('vendors');

/** The shop's next internal barcode (EAN-13, 20…) for a unit that has none; saved with the product. */
export async function nextInternalBarcode(): Promise<string> {
  return (await sendJson<{ data: { barcode: string } }>('post', 'products/next-barcode', {})).data.barcode;
}

export function listProductLots(productId: string): Promise<Lot[]> {
  return getData<Lot[]>(`products/${productId}/lots`);
}

/** Uploads the product image as multipart field `file` (JPEG, PNG or WebP, at most 2 MB). */
export async function uploadProductImage(productId: string, file: File): Promise<{ image_url: string }> {
  const form = new FormData();
  form.append('file', file);
  try {
    const body = await http.put(`products/${productId}/image`, { body: form }).json<{ data: { image_url: string } }>();
    return body.data;
  } catch (error) {
    throw await toApiError(error);
  }
}

export async function deleteProductImage(productId: string): Promise<void> {
  try {
    await http.delete(`products/${productId}/image`);
  } catch (error) {
    throw await toApiError(error);
  }
}

/**
 * Images are served to signed-in users only, so an <img> cannot load them by URL: fetch with the
 * bearer token and hand back an object URL (the caller revokes it).
 */
export async function fetchImageObjectUrl(imageUrl: string): Promise<string> {
  try {
    const blob = await http.get(imageUrl.replace(/^\/api\/v1\//, '')).blob();
    return URL.createObjectURL(blob);
  } catch (error) {
    throw await toApiError(error);
  }
}
