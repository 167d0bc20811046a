/** A sample invoice with two VAT rates (5% medicine, 10% device), a company buyer and a discount-free order totalling 1.005.000 ₫. */
import { dong } from '../../../src/domain/money';
import { buildInvoiceLines } from '../../../src/domain/einvoice/invoice-lines';
import type { XmlInvoice } from '../../../src/domain/einvoice/invoice-xml';

export function sampleInvoice(): XmlInvoice {
  const { lines, totals } = buildInvoiceLines(
    [
      {
        code: 'SP000001',
        name: 'Paracetamol 500mg "Hapacol" <vỉ 10 viên>',
        unit: 'Hộp',
        quantity: 5,
        price: dong(105_000),
        vatRate: 5,
      },
      {
        code: 'SP000002',
        name: 'Máy đo huyết áp Omron & phụ kiện',
        unit: 'Cái',
        quantity: 1,
        price: dong(480_000),
        vatRate: 10,
      },
    ],
    dong(0),
  );
  return {
    template_code: '1',
    series: 'C25TAA',
    number: 42,
    issued_on: '2025-03-14',
    payment_method: 'TM/CK',
    seller: {
      name: 'Nhà thuốc An Tâm & Cộng sự',
      tax_code: '0312345673',
      address: '12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
      phone: '0901234567',
      email: 'hoadon@antam.vn',
      bank_account: '0071000123456',
      bank_name: 'Vietcombank',
    },
    buyer: {
      type: 'company',
      name: "Công ty TNHH Dược O'Hara",
      tax_code: '0109876557-001',
      address: '45 Hai Bà Trưng, Hoàn Kiếm, Hà Nội',
      email: 'ketoan@ohara.vn',
    },
    lines,
    totals,
    relation: 'original',
    related: null,
  };
}
