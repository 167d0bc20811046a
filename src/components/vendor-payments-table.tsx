/**
 * Vouchers of the vendor's money book as a table: number, time, kind, the orders each settled
 * (linked), method, amount (a payment out as −, a refund in as +), note, who made it, and its
 * printed phiếu chi or phiếu thu.
 */
import { IconButton, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Printer } from 'lucide-react';
import { Fragment, useCallback, useState } from 'react';
import type { VendorPayment } from '../domain/stock/vendor-payments';
import { formatDateTime, formatMoney } from '../i18n/format';
import { posMessages } from '../i18n/pos';
import { uiKit } from '../i18n/ui-kit';
import { vendorPaymentsVi } from '../i18n/vendor-payments';
import { CashVoucher } from './cash-voucher';

const t = vendorPaymentsVi;
const c = t.columns;

const orderCodes = (p: VendorPayment) => p.lines.map((l) => l.purchase_order_code).join(', ');

/** The printed phiếu chi (money out to the vendor) or phiếu thu (money the vendor paid back). */
function VendorVoucher({ payment, onPrinted }: { payment: VendorPayment; onPrinted: () => void }) {
  const v = t.voucher;
  const out = payment.direction === 'out';
  const reason = out ? v.reasonOutText(orderCodes(payment)) : v.reasonInText(orderCodes(payment));
  return (
    <CashVoucher
      title={out ? v.titleOut : v.titleIn}
      code={payment.code}
      at={payment.created_at}
      party={{ label: out ? v.receiver : v.payer, name: payment.vendor_name, address: payment.vendor_address ?? '' }}
      reason={{ label: out ? v.reasonOut : v.reasonIn, text: [reason, payment.note].filter(Boolean).join(' – ') }}
      amount={payment.amount}
      method={payment.method}
      signatures={[
        { role: out ? v.receiverSign : v.payerSign, name: '' },
        { role: uiKit.voucher.makerSign, name: payment.created_by?.name ?? '' },
        { role: uiKit.voucher.cashierSign, name: '' },
      ]}
      testId="vendor-voucher"
      onPrinted={onPrinted}
    />
  );
}

function OrderLinks({ payment }: { payment: VendorPayment }) {
  return payment.lines.map((line, i) => (
    <Fragment key={line.purchase_order_id}>
      {i > 0 ? ', ' : null}
      <ChakraLink asChild>
        <Link to="/purchase-orders/$id/show" params={{ id: line.purchase_order_id }}>
          {line.purchase_order_code}
        </Link>
      </ChakraLink>
      {payment.lines.length > 1 ? ` (${formatMoney(line.amount)})` : null}
    </Fragment>
  ));
}

function AmountCell({ payment, forOrder }: { payment: VendorPayment; forOrder?: string }) {
  const share = forOrder ? payment.lines.find((l) => l.purchase_order_id === forOrder)?.amount : undefined;
  const amount = share ?? payment.amount;
  const signed = payment.direction === 'out' ? `−${formatMoney(amount)}` : `+${formatMoney(amount)}`;
  if (share === undefined || share === payment.amount) return signed;
  return (
    <>
      {signed}
      <Text fontSize="xs" color="fg.muted">
        {t.section.ofVoucher(formatMoney(payment.amount))}
      </Text>
    </>
  );
}

/**
 * `forOrder`: the table of one order's vouchers; the orders column goes, and the amount is what
 * went to that order, with the voucher's whole amount under it when it settled others too.
 */
export function VendorPaymentsTable({ payments, forOrder }: { payments: VendorPayment[]; forOrder?: string }) {
  const showOrders = !forOrder;
  const [printing, setPrinting] = useState<VendorPayment | null>(null);
  const printed = useCallback(() => setPrinting(null), []);
  const headers = [c.code, c.at, c.kind, ...(showOrders ? [c.orders] : []), c.method, c.amount, c.note, c.by, ''];
  return (
    <>
      <Table.Root size="sm" data-testid="vendor-payments">
        <Table.Header>
          <Table.Row>
            {headers.map((header, i) => (
              <Table.ColumnHeader key={i} textAlign={header === c.amount ? 'end' : undefined}>
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {p.code}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(p.created_at)}</Table.Cell>
              <Table.Cell>{t.kinds[p.direction]}</Table.Cell>
              {showOrders ? (
                <Table.Cell fontSize="xs">
                  <OrderLinks payment={p} />
                </Table.Cell>
              ) : null}
              <Table.Cell>{posMessages.paymentMethods[p.method]}</Table.Cell>
              <Table.Cell textAlign="end" className="money" color={p.direction === 'in' ? 'fg.success' : undefined}>
                <AmountCell payment={p} forOrder={forOrder} />
              </Table.Cell>
              <Table.Cell fontSize="xs" color="fg.muted">
                {p.note}
              </Table.Cell>
              <Table.Cell fontSize="xs">{p.created_by?.name ?? ''}</Table.Cell>
              <Table.Cell textAlign="end" px="1">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`${c.print} ${p.code}`}
                  title={c.print}
                  onClick={() => setPrinting(p)}
                >
                  <Printer />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {printing ? <VendorVoucher payment={printing} onPrinted={printed} /> : null}
    </>
  );
}

/** What a section shows with no vouchers yet. */
export function NoVendorPayments({ text }: { text: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" py="2">
      {text}
    </Text>
  );
}
