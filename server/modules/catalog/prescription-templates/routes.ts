/**
 * /api/v1/prescription-templates: read and written with viewPrescriptionTemplateList (SPEC §6); the till
 * adds templates to carts from its own copy, filled by the sync pull.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../../src/domain/catalog/fields';
import {
  prescriptionTemplate,
  prescriptionTemplateInput,
  prescriptionTemplateListQuery,
} from '../../../../src/domain/catalog/prescription-templates';
import { dataResponse, listResponse } from '../../../../src/domain/list-query';
import { notFound } from '../../../plugins/errors';
import { archiveTemplate, createTemplate, getTemplate, listTemplates, updateTemplate } from './service';

const tags = ['prescription-templates'];

export const prescriptionTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requirePermission('viewPrescriptionTemplateList');
  const path = '/prescription-templates';

  app.get(
    path,
    {
      preHandler: guard,
      schema: {
        tags,
        querystring: prescriptionTemplateListQuery,
        response: { 200: listResponse(prescriptionTemplate) },
      },
    },
    async (request) => request.withTenant((tx) => listTemplates(tx, request.auth.tenantId, request.query)),
  );

  app.get(
    `${path}/:id`,
    {
      preHandler: guard,
      schema: { tags, params: idParams, response: { 200: dataResponse(prescriptionTemplate) } },
    },
    async (request) => {
      const found = await request.withTenant((tx) => getTemplate(tx, request.auth.tenantId, request.params.id));
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.post(
    path,
    {
      preHandler: guard,
      schema: { tags, body: prescriptionTemplateInput, response: { 201: dataResponse(prescriptionTemplate) } },
    },
    async (request, reply) => {
      const created = await request.withTenant((tx) => createTemplate(tx, request.auth.tenantId, request.body));
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    `${path}/:id`,
    {
      preHandler: guard,
      schema: {
        tags,
        params: idParams,
        body: prescriptionTemplateInput,
        response: { 200: dataResponse(prescriptionTemplate) },
      },
    },
    async (request) => ({
      data: await request.withTenant((tx) =>
        updateTemplate(tx, request.auth.tenantId, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    `${path}/:id`,
    { preHandler: guard, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.withTenant((tx) => archiveTemplate(tx, request.auth.tenantId, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
