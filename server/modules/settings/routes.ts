/**
 * /api/v1/settings/general (read by every signed-in user: the till needs FEFO, rounding and the
 * VietQR account; saved with viewSetting) and /api/v1/settings/einvoices (viewSetting both ways).
 * /settings/store belongs to the tenants module.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  einvoiceSettings,
  einvoiceSettingsInput,
  generalSettings,
  generalSettingsInput,
} from '../../../src/domain/catalog/settings';
import { dataResponse } from '../../../src/domain/list-query';
import { readEinvoice, readGeneral, saveEinvoice, saveGeneral } from './service';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requirePermission('viewSetting');

  app.get(
    '/settings/general',
    { preHandler: app.authenticate, schema: { tags, response: { 200: dataResponse(generalSettings) } } },
    async (request) => ({
      data: await request.withTenant((tx) => readGeneral(tx, request.auth.tenantId)),
    }),
  );

  app.put(
    '/settings/general',
    {
      preHandler: admin,
      schema: { tags, body: generalSettingsInput, response: { 200: dataResponse(generalSettings) } },
    },
    async (request) => ({
      data: await request.withTenant((tx) => saveGeneral(tx, request.auth.tenantId, request.body)),
    }),
  );

  app.get(
    '/settings/einvoices',
    { preHandler: admin, schema: { tags, response: { 200: dataResponse(einvoiceSettings) } } },
    async (request) => ({
      data: await request.withTenant((tx) => readEinvoice(tx, request.auth.tenantId)),
    }),
  );

  app.put(
    '/settings/einvoices',
    {
      preHandler: admin,
      schema: { tags, body: einvoiceSettingsInput, response: { 200: dataResponse(einvoiceSettings) } },
    },
    async (request) => ({
      data: await request.withTenant((tx) => saveEinvoice(tx, request.auth.tenantId, request.body)),
    }),
  );
};
