/**
 * The demo configuration of e-invoices: when `npm start` runs the provider simulator
 * (EINVOICE_SIMULATOR_URL), the demo shop delivers through it, makes cash-register invoices on
 * its tills and signs with a self-signed certificate made here once. Pointed at the simulator on
 * every start, since its port is chosen at start; nothing else of the shop's settings is touched.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { einvoiceSettings } from '../db/schema/index';
import { withTenant } from '../db/tenancy';
import type { SecretBox } from '../lib/secret-box';
import { readEinvoiceRow } from '../modules/settings/service';
import { makeSelfSignedPkcs12, openPkcs12 } from '../modules/einvoices/signing/certificate';
import { DEMO_ACCOUNT } from '../../scripts/simulators/einvoice-provider';

/** The five characters a tax office would give the demo shop for its cash-register codes. */
export const DEMO_TAX_OFFICE_CODE = 'A1B2C';

export async function connectDemoEinvoices(
  db: Db,
  tenantId: string,
  box: SecretBox,
  simulatorUrl: string,
): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const settings = await readEinvoiceRow(tx, tenantId);
    const certificate =
      settings.certificateP12 === null
        ? (() => {
            const made = makeSelfSignedPkcs12(settings.sellerName ?? 'PharmaTill demo', settings.sellerTaxCode ?? '');
            const opened = openPkcs12(made.p12Base64, made.password);
            return {
              certificateP12: made.p12Base64,
              certificatePasswordSealed: box.seal(made.password),
              certificateSubject: opened.subject,
              certificateNotAfter: opened.notAfter,
            };
          })()
        : {};
    await tx
      .update(einvoiceSettings)
      .set({
        provider: 'gateway',
        enabled: true,
        apiUrl: `${simulatorUrl}/api`,
        lookupUrl: `${simulatorUrl}/lookup`,
        username: DEMO_ACCOUNT.username,
        passwordSealed: box.seal(DEMO_ACCOUNT.password),
        cashRegisterEnabled: true,
        cashRegisterTemplate: settings.cashRegisterTemplate ?? '1',
        taxOfficeCode: settings.taxOfficeCode ?? DEMO_TAX_OFFICE_CODE,
        ...certificate,
        updatedAt: new Date(),
      })
      .where(eq(einvoiceSettings.tenantId, tenantId));
  });
}
