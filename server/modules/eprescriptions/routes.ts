/**
 * /api/v1/eprescriptions/:code: the till, while online, looks a national prescription up through
 * the server (holders of viewPOS; the shop's account never leaves the server) and gets it with
 * each prescribed drug matched to the shop's products; a prescription dispensed in full is refused
 * here with the reason. /api/v1/settings/eprescriptions: the account (viewSetting both ways).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse } from '../../../src/domain/list-query';
import {
  eprescriptionSettings,
  eprescriptionSettingsInput,
  nationalPrescriptionSchema,
  prescriptionCodeSchema,
} from '../../../src/domain/eprescription';
import { eprescriptionsVi } from '../../../src/i18n/eprescriptions';
import { AppError } from '../../plugins/errors';
import { nationalPrescriptionView } from './lookup';
import { readSettings, readSettingsRow, saveSettings, systemOf } from './settings';
import { SystemLoginFailed, SystemUnavailable, type LookedUpPrescription } from './system';

const tags = ['eprescriptions'];
const e = eprescriptionsVi.errors;

export const eprescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requirePermission('viewSetting');

  app.get(
    '/eprescriptions/:code',
    {
      preHandler: app.requirePermission('viewPOS'),
      schema: {
        tags,
        summary: 'Tra cứu đơn thuốc quốc gia theo mã đơn và ghép thuốc với sản phẩm của cửa hàng',
        params: z.object({ code: prescriptionCodeSchema }),
        response: { 200: dataResponse(nationalPrescriptionSchema) },
      },
    },
    async (request) => {
      const { tenantId } = request.auth;
      const { code } = request.params;
      const system = systemOf(await request.withTenant((tx) => readSettingsRow(tx, tenantId)), app.secretBox);
      if (!system) throw new AppError(409, 'eprescription_not_configured', e.notConfigured);
      // The call to the national system runs outside any transaction: no connection waits on it.
      let found: LookedUpPrescription | null;
      try {
        found = await system.lookup(code);
      } catch (error) {
        if (error instanceof SystemLoginFailed) throw new AppError(502, 'eprescription_login_failed', e.loginFailed);
        if (error instanceof SystemUnavailable) throw new AppError(503, 'eprescription_unavailable', e.unavailable);
        throw error;
      }
      if (!found) throw new AppError(404, 'prescription_not_found', e.notFound(code));
      if (found.trang_thai_ban === 'da_ban_du') throw new AppError(409, 'prescription_dispensed', e.dispensed(code));
      return { data: await request.withTenant((tx) => nationalPrescriptionView(tx, tenantId, found)) };
    },
  );

  app.get(
    '/settings/eprescriptions',
    { preHandler: admin, schema: { tags, response: { 200: dataResponse(eprescriptionSettings) } } },
    async (request) => ({ data: await request.withTenant((tx) => readSettings(tx, request.auth.tenantId)) }),
  );

  app.put(
    '/settings/eprescriptions',
    {
      preHandler: admin,
      schema: { tags, body: eprescriptionSettingsInput, response: { 200: dataResponse(eprescriptionSettings) } },
    },
    async (request) => ({
      data: await request.withTenant((tx) => saveSettings(tx, request.auth.tenantId, request.body, app.secretBox)),
    }),
  );
};
