/**
 * The invoice document of an issued invoice: the seller from the settings, the XML built from the
 * stored lines and totals, signed with the shop's certificate when one is configured (its password
 * opened by the secret box), and whether it goes to a provider (`waiting`) or stays for download.
 */
import type { Tx } from '../../db/connection';
import type { Jobs } from '../../jobs/queue';
import type { SecretBox } from '../../lib/secret-box';
import { buildInvoiceXml, type XmlInvoice } from '../../../src/domain/einvoice/invoice-xml';
import type { EinvoiceSeller } from '../../../src/domain/einvoice/schemas';
import type { EinvoiceSettingsRow } from '../settings/service';
import { openPkcs12 } from './signing/certificate';
import { signInvoiceXml } from './signing/sign-xml';

export interface EinvoiceDeps {
  jobs: Jobs;
  secretBox: SecretBox;
}

export function sellerOf(settings: EinvoiceSettingsRow): EinvoiceSeller {
  return {
    name: settings.sellerName ?? '',
    tax_code: settings.sellerTaxCode ?? '',
    address: settings.sellerAddress ?? '',
    phone: settings.sellerPhone ?? '',
    email: settings.sellerEmail ?? '',
    bank_account: settings.sellerBankAccount ?? '',
    bank_name: settings.sellerBankName ?? '',
  };
}

/** The XML, signed when the shop has a certificate on the server. */
export function invoiceDocument(invoice: XmlInvoice, settings: EinvoiceSettingsRow, box: SecretBox): string {
  const xml = buildInvoiceXml(invoice);
  if (!settings.certificateP12 || !settings.certificatePasswordSealed) return xml;
  const certificate = openPkcs12(settings.certificateP12, box.open(settings.certificatePasswordSealed));
  return signInvoiceXml(xml, certificate);
}

/** A provider delivers the shop's invoices when one with an adapter is chosen and switched on. */
export function deliversThroughProvider(settings: EinvoiceSettingsRow): boolean {
  return settings.enabled && settings.provider === 'gateway' && Boolean(settings.apiUrl);
}

/**
 * Queues the delivery of an invoice in the caller's transaction: it exists iff the issue commits.
 * The singleton key is not enforced by the queue's `standard` policy (server/jobs/queues.ts):
 * a second job for the invoice finds it no longer `waiting` and does nothing.
 */
export async function queueDelivery(tx: Tx, jobs: Jobs, tenantId: string, invoiceId: string): Promise<void> {
  await jobs.send(
    'einvoice-delivery',
    { tenantId, invoiceId },
    { tx, singletonKey: invoiceId, retryLimit: 30, retryDelay: 5, retryBackoff: true },
  );
}
