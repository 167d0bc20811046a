/**
 * /api/v1/pos-settings: tills. The list needs viewPOSSettingList, one till and writes viewPOSSettingForm
 * (SPEC §6); a till reads its own from the sync pull.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { posSetting, posSettingInput, posSettingListQuery } from '../../../src/domain/catalog/pos-settings';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { notFound } from '../../plugins/errors';
import { archivePosSetting, createPosSetting, getPosSetting, listPosSettings, updatePosSetting } from './service';

const tags = ['pos-settings'];

export const posSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = app.requirePermission('viewPOSSettingForm');

  app.get(
    '/pos-settings',
    {
      preHandler: app.requirePermission('viewPOSSettingList'),
      schema: { tags, querystring: posSettingListQuery, response: { 200: listResponse(posSetting) } },
    },
    async (request) => request.withTenant((tx) => listPosSettings(tx, request.auth.tenantId, request.query)),
  );

  app.get(
    '/pos-settings/:id',
    { preHandler: write, schema: { tags, params: idParams, response: { 200: dataResponse(posSetting) } } },
    async (request) => {
      const found = await request.withTenant((tx) => getPosSetting(tx, request.auth.tenantId, request.params.id));
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.post(
    '/pos-settings',
    { preHandler: write, schema: { tags, body: posSettingInput, response: { 201: dataResponse(posSetting) } } },
    async (request, reply) => {
      const created = await request.withTenant((tx) => createPosSetting(tx, request.auth.tenantId, request.body));
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/pos-settings/:id',
    {
      preHandler: write,
      schema: { tags, params: idParams, body: posSettingInput, response: { 200: dataResponse(posSetting) } },
    },
    async (request) => ({
      data: await request.withTenant((tx) =>
        updatePosSetting(tx, request.auth.tenantId, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/pos-settings/:id',
    { preHandler: write, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.withTenant((tx) => archivePosSetting(tx, request.auth.tenantId, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
