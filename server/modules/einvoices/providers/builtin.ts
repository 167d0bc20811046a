/** The built-in provider: no network; the XML is built here for the shop to sign and upload. */
import { buildInvoiceXml } from '../../../../src/domain/einvoice/invoice-xml';
import type { EinvoiceProvider } from './provider';

export const builtinProvider: EinvoiceProvider = {
  id: 'builtin',
  issue: async (invoice) => ({ xml: buildInvoiceXml(invoice) }),
};
