/** Catalogue endpoints: products with their units, lots and image, vendors. */
import type { Lot, Product, ProductInput } from '../domain/catalog/products';
import type { Vendor, VendorInput } from '../domain/catalog/parties';
import { getData, http } from './client';
import { toApiError } from './errors';
import { resource } from './resource';

export const productsApi = resource<Product, ProductInput>('products');
export const vendorsApi = resource<Vendor, VendorInput>('vendors');

export function listProductLots(productId: string): Promise<Lot[]> {
  return getData<Lot[]>(`products/${productId}/lots`);
}

/** Uploads the product image as the raw file body (JPEG, PNG or WebP, at most 2 MB). */
export async function uploadProductImage(productId: string, file: File): Promise<Product> {
  try {
    const body = await http.put(`products/${productId}/image`, { body: file, headers: { 'Content-Type': file.type } }).json<{ data: Product }>();
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
