/**
 * jsdom's FormData and File are not what Node's fetch sends: a page that uploads a file builds
 * its form with Node's FormData (as a browser's fetch takes the browser's own), so the request
 * carries the file. Tests choose a file made with `node:buffer`'s File.
 */
import { vi } from 'vitest';

export async function stubNodeFormData(): Promise<void> {
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams()).formData()).constructor);
}
