/**
 * /api/v1/doctors. SPEC §6 gives the doctors page to both roles (it sits in the point-of-sale
 * menu with no permission of its own), so any signed-in user with viewPOS reads, creates and
 * edits doctors at the counter; archiving one is an admin task (viewSetting).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { doctor, doctorInput, doctorListQuery } from '../../../src/domain/catalog/parties';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { notFound } from '../../plugins/errors';
import { getDoctor, listDoctors } from './repository';
import { archiveDoctor, createDoctor, updateDoctor } from './service';

const tags = ['doctors'];

export const doctorRoutes: FastifyPluginAsyncZod = async (app) => {
  const counter = app.requirePermission('viewPOS');

  app.get(
    '/doctors',
    { preHandler: counter, schema: { tags, querystring: doctorListQuery, response: { 200: listResponse(doctor) } } },
    async (request) => request.withTenant((tx) => listDoctors(tx, request.auth.tenantId, request.query)),
  );

  app.get(
    '/doctors/:id',
    { preHandler: counter, schema: { tags, params: idParams, response: { 200: dataResponse(doctor) } } },
    async (request) => {
      const found = await request.withTenant((tx) => getDoctor(tx, request.auth.tenantId, request.params.id));
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.post(
    '/doctors',
    { preHandler: counter, schema: { tags, body: doctorInput, response: { 201: dataResponse(doctor) } } },
    async (request, reply) => {
      const created = await request.withTenant((tx) => createDoctor(tx, request.auth.tenantId, request.body));
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/doctors/:id',
    {
      preHandler: counter,
      schema: { tags, params: idParams, body: doctorInput, response: { 200: dataResponse(doctor) } },
    },
    async (request) => ({
      data: await request.withTenant((tx) => updateDoctor(tx, request.auth.tenantId, request.params.id, request.body)),
    }),
  );

  app.delete(
    '/doctors/:id',
    {
      preHandler: app.requirePermission('viewSetting'),
      schema: { tags, params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await request.withTenant((tx) => archiveDoctor(tx, request.auth.tenantId, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
