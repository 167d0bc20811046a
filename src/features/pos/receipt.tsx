/**
 * The receipt of a confirmed order (80 mm / 58 mm thermal or A5, per the till's setting): store
 * header, order code, time, cashier, customer, lines with units and lots, discount, totals,
 * payments, change, prescription and footer. Printed through the browser's print dialog.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import type { LocalOrder } from '../../db/pos-sales';
import { printCss } from '../../components/print-area';
import { normalizeSerials } from '../../domain/serials';
import { lineTotal } from '../../domain/totals';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { posMessages } from '../../i18n/pos';
import { posScreens } from '../../i18n/pos-screens';
import { ReceiptInvoice, ReceiptShopTaxCode } from './receipt-invoice';

const t = posScreens.print;
const WIDTHS = { '80mm': '72mm', '58mm': '48mm', a5: '138mm' } as const;
const ROLLS = { '80mm': 80, '58mm': 58 } as const;
const MARGIN_MM = 4;
const MM_PER_PX = 25.4 / 96;

type Layout = keyof typeof WIDTHS;

/**
 * The receipt's element and its print style, written after each render and again just before
 * the browser prints, since the paper of a roll is as long as the receipt as laid out. The
 * receipt's width is the paper's on screen and on paper, so its length is too.
 */
function usePrintStyle(layout: Layout) {
  const receipt = useRef<HTMLDivElement>(null);
  const style = useRef<HTMLStyleElement>(null);
  useLayoutEffect(() => {
    const write = () => {
      const element = receipt.current;
      if (!style.current || !element) return;
      const length = Math.ceil(Math.max(element.scrollHeight, element.getBoundingClientRect().height) * MM_PER_PX);
      style.current.textContent = printCss(receiptPage(layout, length));
    };
    write();
    window.addEventListener('beforeprint', write);
    return () => window.removeEventListener('beforeprint', write);
  });
  return { receipt, style };
}

/**
 * The paper: A5, or a page of the roll as long as the receipt (and a millimetre to spare), so one
 * receipt is one page and the printer feeds no more paper than it holds. (A roll's page given no
 * length is not valid CSS; the browser printed it on Letter.)
 */
function receiptPage(layout: Layout, length: number): string {
  if (layout === 'a5') return `size: A5; margin: ${MARGIN_MM}mm;`;
  const height = length + 2 * MARGIN_MM + 1;
  return `size: ${ROLLS[layout]}mm ${height}mm; margin: ${MARGIN_MM}mm;`;
}

const Row = ({ label, value, bold }: { label: string; value: string; bold?: boolean }) => (
  <Flex justify="space-between" fontWeight={bold ? 'bold' : 'normal'}>
    <Text>{label}</Text>
    <Text>{value}</Text>
  </Flex>
);

export function Receipt({
  order,
  layout,
  header,
  footer,
  taxCode = null,
}: {
  order: LocalOrder;
  layout: Layout;
  header: string | null;
  footer: string | null;
  /** The shop's tax code (store settings). */
  taxCode?: string | null;
}) {
  const transfer = order.ticket.payments
    .filter((payment) => payment.method === 'bank_transfer' && payment.amount > 0)
    .reduce((sum, payment) => sum + payment.amount, 0);
  const { ticket } = order;
  const o = ticket.order;
  const refund = o.grandTotal < 0;
  const returnForCode = o.returnForCode ?? order.return_for_code ?? null;
  const lines = ticket.items.filter((item) => !item.notExists && item.quantity > 0);
  const { receipt: area, style } = usePrintStyle(layout);
  return (
    <Box
      ref={area}
      data-print-area="page"
      data-testid="receipt"
      width={WIDTHS[layout]}
      mx="auto"
      bg="white"
      color="black"
      p="3"
      fontFamily="Arial, Helvetica, sans-serif"
      fontSize={layout === '58mm' ? '10px' : '12px'}
      lineHeight="1.35"
    >
      <style ref={style} />
      {header && (
        <Text textAlign="center" whiteSpace="pre-line" fontWeight="bold">
          {header}
        </Text>
      )}
      <ReceiptShopTaxCode taxCode={order.einvoice?.seller_tax_code || taxCode} />
      <Text textAlign="center" fontSize="1.2em" fontWeight="bold" mt="2">
        {o.type === 'sale' ? t.title : posMessages.orderTypes[o.type].toUpperCase()}
      </Text>
      <Row label={t.code} value={order.code} />
      {returnForCode && <Row label={t.returnFor} value={returnForCode} />}
      <Row label={t.time} value={formatDateTime(order.created_at)} />
      <Row label={t.cashier} value={order.cashier_name} />
      {ticket.customer && <Row label={t.customer} value={ticket.customer.name} />}
      <Box borderTopWidth="1px" borderStyle="dashed" borderColor="black" my="1" />
      {lines.map((item) => (
        <Box key={item.id} mb="1">
          <Text fontWeight="semibold">
            {item.is_return ? `[${posMessages.cart.returnLine}] ` : ''}
            {item.name}
          </Text>
          <Flex justify="space-between">
            <Text>{`${formatNumber(item.quantity)} ${item.uom.name} x ${formatMoney(item.price)}`}</Text>
            <Text>{formatMoney(lineTotal(item))}</Text>
          </Flex>
          {item.lots.map((lot) => (
            <Text key={lot.lot_id} fontSize="0.9em">
              {t.lot(lot.lot_number, formatDate(lot.expiry_date))}
            </Text>
          ))}
          {/* A device's serials: what its warranty is claimed against. */}
          {item.tracking_type === 'serial' && normalizeSerials(item.serials).length > 0 && (
            <Text fontSize="0.9em" data-testid="receipt-serials">
              {t.serials(normalizeSerials(item.serials).join(', '))}
            </Text>
          )}
          {item.note.text && <Text fontSize="0.9em">{item.note.text}</Text>}
        </Box>
      ))}
      <Box borderTopWidth="1px" borderStyle="dashed" borderColor="black" my="1" />
      <Row label={t.subtotal} value={formatMoney(o.subtotal)} />
      {o.discountAmount !== 0 && (
        <Row
          label={`${t.discount}${o.discountType === 'percent' ? ` (${o.discountPercent}%)` : ''}`}
          value={formatMoney(-o.discountAmount)}
        />
      )}
      {o.discountAmount !== 0 && o.groupDiscount && (
        <Text fontSize="0.9em" data-testid="receipt-group-discount">
          {t.groupDiscount(o.groupDiscount.name)}
        </Text>
      )}
      {/* A refund reads as what the customer gets back, each payment as money given back. */}
      <Row label={refund ? t.refundTotal : t.total} value={formatMoney(Math.abs(o.grandTotal))} bold />
      {ticket.payments.map((payment) => (
        <Row
          key={payment.id}
          label={
            refund
              ? t.refundedBy(posMessages.paymentMethods[payment.method])
              : posMessages.paymentMethods[payment.method]
          }
          value={formatMoney(refund ? Math.abs(payment.amount) : payment.amount)}
        />
      ))}
      {o.totalReturn > 0 && <Row label={t.change} value={formatMoney(o.totalReturn)} />}
      {(o.debtAmount ?? 0) > 0 && <Row label={t.debt} value={formatMoney(o.debtAmount ?? 0)} bold />}
      {(o.debtAmount ?? 0) < 0 && <Row label={t.debtDeducted} value={formatMoney(-(o.debtAmount ?? 0))} bold />}
      {/* A refund kept against the sale's debt pays nothing out: what the sale still owes after it. */}
      {(o.debtAmount ?? 0) < 0 && o.deductibleDebt !== undefined && (
        <Row label={t.debtLeft} value={formatMoney(Math.max(0, o.deductibleDebt + (o.debtAmount ?? 0)))} />
      )}
      {ticket.prescription && (
        <>
          <Box borderTopWidth="1px" borderStyle="dashed" borderColor="black" my="1" />
          <Text fontWeight="semibold">{t.prescription}</Text>
          <Text>{`${ticket.prescription.patient_name} · ${t.doctor}: ${ticket.prescription.doctor_name}`}</Text>
          <Text>{`${t.diagnosis}: ${ticket.prescription.diagnosis}`}</Text>
          {ticket.prescription.items.map(
            (item) => item.dosage && <Text key={item.product_id}>{`${item.product_name}: ${item.dosage}`}</Text>,
          )}
        </>
      )}
      {/* A receipt is printed once the transfer came in: it names the transfer's content for the
          shop's bank statement, and carries no QR that would invite the customer to pay again. */}
      {transfer > 0 && (
        <Text data-testid="receipt-transfer" fontSize="0.9em">
          {t.transferContent(order.code)}
        </Text>
      )}
      {order.einvoice && <ReceiptInvoice invoice={order.einvoice} saleCode={order.return_for_code ?? null} />}
      {order.exchange_einvoice && <ReceiptInvoice invoice={order.exchange_einvoice} exchangeGoods />}
      {footer && (
        <Text textAlign="center" whiteSpace="pre-line" mt="2" fontSize="0.9em">
          {footer}
        </Text>
      )}
    </Box>
  );
}
