/**
 * The invoice list as an .xlsx file (exceljs), with the list's filters, up to 10,000 rows (more is
 * refused, never cut short: the accountant narrows the dates). The
 * number is a number shown with its eight digits (00000012, as on the invoice), the issue time a
 * date cell in shop time, and amounts numbers: the sheet sorts and sums as the accountant expects.
 */
import ExcelJS from 'exceljs';
import type { Tx } from '../../db/connection';
import type { EinvoiceListQuery } from '../../../src/domain/einvoice/schemas';
import { einvoicesVi } from '../../../src/i18n/einvoices';
import { workbookBuffer } from '../../lib/formula-injection';
import { DATE_TIME_FORMAT, shopDateTimeCell } from '../../lib/spreadsheet-cells';
import { badRequest } from '../../plugins/errors';
import { listInvoices } from './repository';

const f = einvoicesVi.fields;
const MAX_ROWS = 10_000;
const PAGE = 100;

export async function exportInvoices(
  tx: Tx,
  tenantId: string,
  q: EinvoiceListQuery,
  maxRows = MAX_ROWS,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(einvoicesVi.title);
  sheet.columns = [
    { header: f.templateSeries, key: 'series', width: 14 },
    { header: f.number, key: 'number', width: 10 },
    { header: f.state, key: 'state', width: 16 },
    { header: f.issuedAt, key: 'issued', width: 18 },
    { header: f.order, key: 'order', width: 18 },
    { header: f.buyerName, key: 'buyer', width: 32 },
    { header: f.buyerTaxCode, key: 'tax', width: 16 },
    { header: f.beforeTax, key: 'before', width: 16 },
    { header: f.vat, key: 'vat', width: 14 },
    { header: f.total, key: 'total', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (let page = 1; ; page += 1) {
    const { data, meta } = await listInvoices(tx, tenantId, { ...q, page, page_size: PAGE });
    if (meta.total > maxRows) {
      const message = einvoicesVi.errors.exportTooLong(
        meta.total.toLocaleString('vi-VN'),
        maxRows.toLocaleString('vi-VN'),
      );
      throw badRequest({ date_to: [message] }, message);
    }
    for (const inv of data) {
      sheet.addRow({
        series: inv.template_code && inv.series ? `${inv.template_code}${inv.series}` : '',
        number: inv.number ?? '',
        state: einvoicesVi.states[inv.state],
        issued: inv.issued_at ? shopDateTimeCell(inv.issued_at) : '',
        order: inv.order_code,
        buyer: inv.buyer.name || einvoicesVi.retailBuyerName,
        tax: inv.buyer.tax_code,
        before: inv.total_before_tax,
        vat: inv.total_vat,
        total: inv.total,
      });
    }
    if (data.length < PAGE) break;
  }
  for (const key of ['before', 'vat', 'total']) sheet.getColumn(key).numFmt = '#,##0';
  sheet.getColumn('number').numFmt = '00000000';
  sheet.getColumn('issued').numFmt = DATE_TIME_FORMAT;
  // The header row keeps its text.
  for (const key of ['number', 'issued']) sheet.getRow(1).getCell(key).numFmt = 'General';
  return workbookBuffer(workbook);
}
