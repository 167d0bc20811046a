/**
 * /api/v1/products: list (search by name, code, active ingredient, registration number or
 * exact barcode; filters; sort; pages), one, create, update, archive; the image; and lots with
 * opening stock. The list, lots and image need viewProductList, one product and writes need
 * viewProductForm (SPEC §6); the till sells from its own copy, filled by the sync pull.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../../src/domain/catalog/fields';
import { lot, lotInput, product, productInput, productListQuery } from '../../../../src/domain/catalog/products';
import { dataResponse, listResponse } from '../../../../src/domain/list-query';
import { catalogVi } from '../../../../src/i18n/catalog-errors';
import { badRequest, notFound } from '../../../plugins/errors';
import { imageType, loadImage, MAX_IMAGE_BYTES, productExists, removeImage, saveImage } from './images';
import { getProduct, listProducts } from './repository';
import { archiveProduct, clashToFieldError, createProduct, updateProduct } from './service';
import { listLots, lotNumberTaken, recordOpeningStock } from './stock';

const tags = ['products'];

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
  const write = app.requirePermission('viewProductForm');
  const read = app.requirePermission('viewProductList');

  app.get(
    '/products',
    {
      preHandler: read,
      schema: { tags, querystring: productListQuery, response: { 200: listResponse(product) } },
    },
    async (request) => request.withTenant((tx) => listProducts(tx, request.auth.tenantId, request.query)),
  );

  app.get(
    '/products/:id',
    { preHandler: write, schema: { tags, params: idParams, response: { 200: dataResponse(product) } } },
    async (request) => {
      const found = await request.withTenant((tx) => getProduct(tx, request.auth.tenantId, request.params.id));
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.post(
    '/products',
    { preHandler: write, schema: { tags, body: productInput, response: { 201: dataResponse(product) } } },
    async (request, reply) => {
      const created = await request
        .withTenant((tx) => createProduct(tx, request.auth.tenantId, request.body))
        .catch(clashToFieldError);
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/products/:id',
    {
      preHandler: write,
      schema: { tags, params: idParams, body: productInput, response: { 200: dataResponse(product) } },
    },
    async (request) => {
      const updated = await request
        .withTenant((tx) => updateProduct(tx, app.jobs, request.auth.tenantId, request.params.id, request.body))
        .catch(clashToFieldError);
      return { data: updated };
    },
  );

  app.delete(
    '/products/:id',
    { preHandler: write, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.withTenant((tx) => archiveProduct(tx, request.auth.tenantId, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/products/:id/lots',
    {
      preHandler: read,
      schema: { tags, params: idParams, response: { 200: z.object({ data: z.array(lot) }) } },
    },
    async (request) => {
      const { tenantId } = request.auth;
      return request.withTenant(async (tx) => {
        if (!(await productExists(tx, tenantId, request.params.id))) throw notFound();
        return { data: await listLots(tx, tenantId, request.params.id) };
      });
    },
  );

  app.post(
    '/products/:id/lots',
    { preHandler: write, schema: { tags, params: idParams, body: lotInput, response: { 201: dataResponse(lot) } } },
    async (request, reply) => {
      const { tenantId, userId } = request.auth;
      const productId = request.params.id;
      const created = await request.withTenant(async (tx) => {
        if (!(await productExists(tx, tenantId, productId))) throw notFound();
        if (await lotNumberTaken(tx, tenantId, productId, request.body.lot_number))
          throw badRequest({ lot_number: [catalogVi.errors.lotTaken] });
        const lotId = await recordOpeningStock(tx, {
          tenantId,
          userId,
          productId,
          lot: request.body,
          quantity: request.body.quantity,
          unitCost: request.body.cost,
        });
        return (await listLots(tx, tenantId, productId)).find((l) => l.id === lotId)!;
      });
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/products/:id/image',
    {
      preHandler: write,
      schema: { tags, params: idParams, response: { 200: dataResponse(z.object({ image_url: z.string() })) } },
    },
    async (request) => {
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file) throw badRequest({ file: [catalogVi.errors.fileMissing] });
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch {
        throw badRequest({ file: [catalogVi.errors.imageTooLarge] });
      }
      const type = imageType(data);
      if (!type) throw badRequest({ file: [catalogVi.errors.imageType] });
      const { tenantId } = request.auth;
      const hash = await request.withTenant(async (tx) => {
        if (!(await productExists(tx, tenantId, request.params.id))) throw notFound();
        return saveImage(tx, tenantId, request.params.id, data, type);
      });
      return { data: { image_url: `/api/v1/products/${request.params.id}/image?v=${hash}` } };
    },
  );

  app.delete(
    '/products/:id/image',
    { preHandler: write, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const { tenantId } = request.auth;
      await request.withTenant(async (tx) => {
        if (!(await productExists(tx, tenantId, request.params.id))) throw notFound();
        await removeImage(tx, tenantId, request.params.id);
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/products/:id/image',
    {
      preHandler: read,
      schema: { tags, params: idParams, querystring: z.object({ v: z.string().max(64).optional() }) },
    },
    async (request, reply) => {
      const image = await request.withTenant((tx) => loadImage(tx, request.auth.tenantId, request.params.id));
      if (!image) throw notFound(catalogVi.errors.imageMissing);
      const etag = `"${image.hash}"`;
      reply.header('ETag', etag);
      reply.header(
        'Cache-Control',
        request.query.v === image.hash ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(image.contentType).send(image.data);
    },
  );
};
