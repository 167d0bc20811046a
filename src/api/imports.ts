/** Import and export of products and customers: template, preview, commit with progress, export. */
import type { ImportJob, ImportKind } from '../domain/catalog/imports';
import { getData, http, sendJson } from './client';
import { toApiError } from './errors';
import { downloadFile } from './list';

export type FileFormat = 'xlsx' | 'csv';

const FILE_NAMES: Record<ImportKind, string> = { products: 'san-pham', customers: 'khach-hang' };

export function downloadTemplate(kind: ImportKind, format: FileFormat): Promise<void> {
  return downloadFile(`imports/${kind}/import-template`, `mau-nhap-${FILE_NAMES[kind]}.${format}`, { format });
}

export function downloadExport(kind: ImportKind, format: FileFormat): Promise<void> {
  return downloadFile(`imports/${kind}/export`, `${FILE_NAMES[kind]}.${format}`, { format });
}

/** Uploads the file for a preview: every row is checked, nothing is written. */
export async function previewImport(kind: ImportKind, file: File): Promise<ImportJob> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return (await http.post(`imports/${kind}/preview`, { body: form }).json<{ data: ImportJob }>()).data;
  } catch (error) {
    throw await toApiError(error);
  }
}

/** Starts writing a previewed job (all rows or none). */
export async function commitImport(jobId: string): Promise<ImportJob> {
  return (await sendJson<{ data: ImportJob }>('post', `imports/jobs/${jobId}/commit`)).data;
}

export function getImportJob(jobId: string): Promise<ImportJob> {
  return getData<ImportJob>(`imports/jobs/${jobId}`);
}
