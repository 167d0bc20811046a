/**
 * Vouchers of the vendor's money book as a table: number, time, kind, the orders each settled
 * (linked), method, amount (a payment out as −, a refund in as +), note, who made it, its printed
 * phiếu chi or phiếu thu, and "Hủy phiếu". A cancelled voucher stays, marked, its amount struck
 * through, with who cancelled it, when and why.
 */
import { HStack, IconButton, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Ban, Printer } from 'lucide-react';
import { Fragment, useCallback, useState } from 'react';
import { cancelVendorPayment, refreshVendorMoney } from '../api/vendor-payments';
import type { VendorPayment } from '../domain/stock/vendor-payments';
import { formatDateTime, formatMoney } from '../i18n/format';
import { posMessages } from '../i18n/pos';
import { uiKit } from '../i18n/ui-kit';
import { vendorPaymentsVi } from '../i18n/vendor-payments';
import { CashVoucher } from './cash-voucher';
import { DrawerLink } from './drawer-link';
import { CancelledBadge, CancelledNote, CancelVoucherDialog } from './cancel-voucher';
import { UnderOnPhone } from './data-table/data-table';

const t = vendorPaymentsVi;
const c = t.columns;
const x = uiKit.voucher.cancel;

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

/** "Hủy phiếu" of a vendor's voucher; the vendor's figures, the book and the orders' paid amounts are read again. */
function CancelVendorVoucher({ payment, onClose }: { payment: VendorPayment; onClose: () => void }) {
  const queryClient = useQueryClient();
  const help = payment.direction === 'out' ? t.cancel.help : t.cancel.helpIn;
  return (
    <CancelVoucherDialog
      code={payment.code}
      help={help(formatMoney(payment.amount), orderCodes(payment))}
      testId="vendor-voucher-cancel"
      cancel={(reason) => cancelVendorPayment(payment.id, { reason })}
      onCancelled={() => refreshVendorMoney(queryClient)}
      onClose={onClose}
    />
  );
}

function OrderLinks({ payment }: { payment: VendorPayment }) {
  return payment.lines.map((line, i) => (
    <Fragment key={line.purchase_order_id}>
      {i > 0 ? ', ' : null}
      <ChakraLink asChild color="brand.fg">
        <Link to="/purchase-orders/$id/show" params={{ id: line.purchase_order_id }}>
          {line.purchase_order_code}
        </Link>
      </ChakraLink>
      {payment.lines.length > 1 ? ` (${formatMoney(line.amount)})` : null}
    </Fragment>
  ));
}

function MethodOf({ payment }: { payment: VendorPayment }) {
  return (
    <>
      {posMessages.paymentMethods[payment.method]}
      {payment.register_session_id ? <DrawerLink sessionId={payment.register_session_id} /> : null}
    </>
  );
}

function AmountCell({ payment, forOrder }: { payment: VendorPayment; forOrder?: string }) {
  const share = forOrder ? payment.lines.find((l) => l.purchase_order_id === forOrder)?.amount : undefined;
  const amount = share ?? payment.amount;
  const sign = payment.direction === 'out' ? `−${formatMoney(amount)}` : `+${formatMoney(amount)}`;
  const signed = payment.cancelled ? <s>{sign}</s> : sign;
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
  const [cancelling, setCancelling] = useState<VendorPayment | null>(null);
  const headers = [c.code, c.at, c.kind, ...(showOrders ? [c.orders] : []), c.method, c.amount, c.note, c.by, ''];
  // On a phone a voucher is its number (with the rest under it), its amount and its buttons.
  const onPhone = new Set([c.code, c.amount, '']);
  return (
    <>
      <Table.Root size="sm" data-testid="vendor-payments">
        <Table.Header>
          <Table.Row>
            {headers.map((header, i) => (
              <Table.ColumnHeader
                key={i}
                textAlign={header === c.amount ? 'end' : undefined}
                hideBelow={onPhone.has(header) ? undefined : 'md'}
              >
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((p) => (
            <Table.Row key={p.id} data-cancelled={p.cancelled ? '' : undefined}>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {p.code}
                {p.cancelled ? <CancelledBadge /> : null}
                <UnderOnPhone>
                  <Text>
                    {formatDateTime(p.created_at)} · {t.kinds[p.direction]}
                  </Text>
                  {showOrders ? (
                    <Text>
                      <OrderLinks payment={p} />
                    </Text>
                  ) : null}
                  <Text>
                    <MethodOf payment={p} />
                  </Text>
                  {p.note ? <Text>{p.note}</Text> : null}
                  {p.cancelled ? <CancelledNote cancelled={p.cancelled} /> : null}
                </UnderOnPhone>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" hideBelow="md">
                {formatDateTime(p.created_at)}
              </Table.Cell>
              <Table.Cell hideBelow="md">{t.kinds[p.direction]}</Table.Cell>
              {showOrders ? (
                <Table.Cell fontSize="xs" hideBelow="md">
                  <OrderLinks payment={p} />
                </Table.Cell>
              ) : null}
              <Table.Cell hideBelow="md">
                <MethodOf payment={p} />
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                className="money"
                color={p.cancelled ? 'fg.muted' : p.direction === 'in' ? 'fg.success' : undefined}
              >
                <AmountCell payment={p} forOrder={forOrder} />
              </Table.Cell>
              <Table.Cell fontSize="xs" color="fg.muted" hideBelow="md">
                {p.note}
                {p.cancelled ? <CancelledNote cancelled={p.cancelled} /> : null}
              </Table.Cell>
              <Table.Cell fontSize="xs" hideBelow="md">
                {p.created_by?.name ?? ''}
              </Table.Cell>
              <Table.Cell textAlign="end" px="1">
                {p.cancelled ? null : (
                  <HStack gap="0" justify="end">
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`${c.print} ${p.code}`}
                      title={c.print}
                      onClick={() => setPrinting(p)}
                    >
                      <Printer />
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`${x.action} ${p.code}`}
                      title={x.action}
                      onClick={() => setCancelling(p)}
                    >
                      <Ban />
                    </IconButton>
                  </HStack>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {printing ? <VendorVoucher payment={printing} onPrinted={printed} /> : null}
      {cancelling ? <CancelVendorVoucher payment={cancelling} onClose={() => setCancelling(null)} /> : null}
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
