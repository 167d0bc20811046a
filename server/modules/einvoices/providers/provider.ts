/**
 * One interface for every e-invoice provider (VNPT, Viettel, MISA, BKAV, FPT…). A provider takes
 * an invoice the shop has numbered and answers the XML it holds for it. Only the built-in one
 * exists: it builds the signed-ready XML that the shop downloads, signs and uploads itself. The
 * network providers are future work (docs/einvoices.md); until then every shop uses the built-in.
 */
import type { XmlInvoice } from '../../../../src/domain/einvoice/invoice-xml';

export interface IssueResult {
  /** The invoice XML as the provider will keep it. */
  xml: string;
}

export interface EinvoiceProvider {
  /** Recorded on the invoice. */
  readonly id: string;
  issue(invoice: XmlInvoice): Promise<IssueResult>;
}
