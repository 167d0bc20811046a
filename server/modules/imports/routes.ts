/**
 * /api/v1/imports: for `products` (viewProductForm) and `customers` (viewSetting, an admin
 * task): GET …/import-template and …/export (?format=xlsx|csv), POST …/preview (multipart
 * `file`) answering the job with its row-by-row error report, then POST /imports/jobs/{id}/commit
 * (all or nothing) while GET /imports/jobs/{id} shows `processed` of `total` for a progress bar.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fileFormatQuery,
  IMPORT_KINDS,
  IMPORT_PERMISSION,
  importJob,
  type ImportKind,
} from '../../../src/domain/catalog/imports';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse } from '../../../src/domain/list-query';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import { badRequest, notFound } from '../../plugins/errors';
import { exportFile } from './export';
import { commitJob } from './service';
import { previewImport } from './preview';
import { findJob, toJob } from './repository';

const tags = ['imports'];
const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
const FILE_NAMES: Record<ImportKind, string> = { products: 'san-pham', customers: 'khach-hang' };
const MAX_FILE_BYTES = 20 * 1024 * 1024;

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 } });

  for (const kind of IMPORT_KINDS) {
    const guard = app.requirePermission(IMPORT_PERMISSION[kind]);

    app.get(
      `/imports/${kind}/import-template`,
      { preHandler: guard, schema: { tags, querystring: fileFormatQuery } },
      async (request, reply) => {
        const { format } = request.query;
        const file = await exportFile(null, request.auth.tenantId, kind, format);
        return reply
          .type(TYPES[format])
          .header('Content-Disposition', `attachment; filename="mau-nhap-${FILE_NAMES[kind]}.${format}"`)
          .send(file);
      },
    );

    app.get(
      `/imports/${kind}/export`,
      { preHandler: guard, schema: { tags, querystring: fileFormatQuery } },
      async (request, reply) => {
        const { format } = request.query;
        const file = await request.withTenant((tx) => exportFile(tx, request.auth.tenantId, kind, format));
        return reply
          .type(TYPES[format])
          .header('Content-Disposition', `attachment; filename="${FILE_NAMES[kind]}.${format}"`)
          .send(file);
      },
    );

    app.post(
      `/imports/${kind}/preview`,
      { preHandler: guard, schema: { tags, response: { 201: dataResponse(importJob) } } },
      async (request, reply) => {
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) throw badRequest({ file: [catalogVi.errors.fileMissing] });
        if (!/\.(xlsx|csv)$/i.test(file.filename)) throw badRequest({ file: [catalogVi.errors.fileType] });
        let data: Buffer;
        try {
          data = await file.toBuffer();
        } catch {
          throw badRequest({ file: [catalogVi.errors.tooManyRows(10_000)] });
        }
        const { tenantId, userId } = request.auth;
        const job = await request.withTenant((tx) =>
          previewImport(tx, { tenantId, userId }, kind, file.filename, data),
        );
        return reply.status(201).send({ data: job });
      },
    );
  }

  app.get(
    '/imports/jobs/:id',
    { preHandler: app.authenticate, schema: { tags, params: idParams, response: { 200: dataResponse(importJob) } } },
    async (request) => {
      const row = await request.withTenant((tx) => findJob(tx, request.auth.tenantId, request.params.id));
      if (!row || row.createdBy !== request.auth.userId) throw notFound();
      return { data: toJob(row) };
    },
  );

  app.post(
    '/imports/jobs/:id/commit',
    { preHandler: app.authenticate, schema: { tags, params: idParams, response: { 200: dataResponse(importJob) } } },
    async (request) => ({
      data: await commitJob(app, request.auth, request.params.id),
    }),
  );
};
