/**
 * /api/v1/settings/general and /api/v1/settings/einvoices, read and saved with viewSetting (SPEC §6;
 * the till reads the general settings it needs, FEFO and the VietQR account, from the sync pull).
 * /settings/store belongs to the tenants module.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  einvoiceCertificateInput,
  einvoiceSettings,
  einvoiceSettingsInput,
  generalSettings,
  generalSettingsInput,
} from '../../../src/domain/catalog/settings';
import { dataResponse } from '../../../src/domain/list-query';
import { einvoicesVi } from '../../../src/i18n/einvoices';
import { badRequest } from '../../plugins/errors';
import { CertificateError, openPkcs12 } from '../einvoices/signing/certificate';
import { readEinvoice, readGeneral, saveCertificate, saveEinvoice, saveGeneral } from './service';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requirePermission('viewSetting');

  app.get(
    '/settings/general',
    { preHandler: admin, schema: { tags, response: { 200: dataResponse(generalSettings) } } },
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
      data: await request.withTenant((tx) => saveEinvoice(tx, request.auth.tenantId, request.body, app.secretBox)),
    }),
  );

  // The seller's signing certificate: opened here to check file and password, kept with the
  // password sealed; only its subject and expiry are ever shown back.
  app.put(
    '/settings/einvoices/certificate',
    {
      preHandler: admin,
      schema: { tags, body: einvoiceCertificateInput, response: { 200: dataResponse(einvoiceSettings) } },
    },
    async (request) => {
      let opened;
      try {
        opened = openPkcs12(request.body.p12_base64, request.body.password);
      } catch (error) {
        if (error instanceof CertificateError)
          throw badRequest({ p12_base64: [einvoicesVi.settingsErrors.certificate] });
        throw error;
      }
      return {
        data: await request.withTenant(async (tx) => {
          await saveCertificate(tx, request.auth.tenantId, {
            p12: request.body.p12_base64,
            passwordSealed: app.secretBox.seal(request.body.password),
            subject: opened.subject,
            notAfter: opened.notAfter,
          });
          return readEinvoice(tx, request.auth.tenantId);
        }),
      };
    },
  );
};
