/**
 * The "Công nợ nhà cung cấp" panel of a vendor's page: what the shop owes the vendor and what the
 * vendor owes back, "Trả nợ nhà cung cấp" while anything is owed (spread over the owing orders,
 * oldest first, as the dialog previews), and the vendor's money book, newest first.
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import {
  getOwingOrders,
  getVendorPayments,
  payVendor,
  refreshVendorMoney,
  VENDOR_BOOK_KEY,
} from '../../api/vendor-payments';
import { PaginationBar } from '../../components/data-table/pagination-bar';
import { ErrorNotice, LoadingNotice } from '../../components/data-table/table-states';
import { DebtPanel } from '../../components/debt-panel';
import { toaster } from '../../components/toaster';
import { VendorPaymentDialog } from '../../components/vendor-payment-dialog';
import { NoVendorPayments, VendorPaymentsTable } from '../../components/vendor-payments-table';
import type { Vendor } from '../../domain/catalog/parties';
import { allocatePayment } from '../../domain/stock/vendor-payments';
import { formatMoney } from '../../i18n/format';
import { vendorPaymentsVi } from '../../i18n/vendor-payments';

const t = vendorPaymentsVi.section;
const d = vendorPaymentsVi.dialog;

function PaymentBook({ vendorId }: { vendorId: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const book = useQuery({
    queryKey: [VENDOR_BOOK_KEY, 'vendor', vendorId, page, pageSize],
    queryFn: () => getVendorPayments(vendorId, page, pageSize),
    placeholderData: keepPreviousData,
  });
  if (book.isPending) return <LoadingNotice label={t.history} />;
  if (book.isError) return <ErrorNotice error={book.error} onRetry={() => void book.refetch()} />;
  if (book.data.meta.total === 0) return <NoVendorPayments text={t.empty} />;
  return (
    <Box borderWidth="1px" borderRadius="l2" overflowX="auto">
      <VendorPaymentsTable payments={book.data.data} />
      <PaginationBar
        page={page}
        pageSize={pageSize}
        total={book.data.meta.total}
        onPageChange={setPage}
        onPageSizeChange={(size) => (setPageSize(size), setPage(1))}
      />
    </Box>
  );
}

/** How the typed amount will be spread over the owing orders, as the server will spread it. */
function AllocationPreview({ vendorId, amount }: { vendorId: string; amount: number | null }) {
  const owing = useQuery({ queryKey: [VENDOR_BOOK_KEY, 'owing', vendorId], queryFn: () => getOwingOrders(vendorId) });
  if (owing.isPending) return <LoadingNotice label={d.allocation} />;
  if (owing.isError) return <ErrorNotice error={owing.error} onRetry={() => void owing.refetch()} />;
  const { lines } = allocatePayment(owing.data, amount ?? 0);
  const paid = new Map(lines.map((l) => [l.order.id, l.amount]));
  return (
    <Stack gap="1" data-testid="vendor-pay-allocation">
      <Text fontSize="sm" fontWeight="medium">
        {d.allocation}
      </Text>
      <Stack as="ul" gap="0.5" fontSize="sm" listStyleType="none">
        {owing.data.map((order) => (
          <HStack as="li" key={order.id} justify="space-between" gap="2">
            <Text as="span">
              <Text as="span" fontFamily="mono" fontSize="xs">
                {order.code}
              </Text>{' '}
              <Text as="span" color="fg.muted">
                {d.orderDebt(formatMoney(order.debt))}
              </Text>
            </Text>
            <Text as="span" className="money" fontWeight={paid.has(order.id) ? 'semibold' : undefined}>
              {formatMoney(paid.get(order.id) ?? 0)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

export function VendorMoneyPanel({ vendor }: { vendor: Vendor }) {
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  return (
    <DebtPanel
      title={t.title}
      label={t.debt}
      amount={vendor.debt}
      testId="vendor-debt"
      notes={
        vendor.refund_due > 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="vendor-refund-due">
            {t.refundDue}: {formatMoney(vendor.refund_due)}
          </Text>
        ) : null
      }
      action={
        vendor.debt > 0 ? (
          <Button size="sm" colorPalette="brand" onClick={() => setPaying(true)}>
            <Wallet /> {t.pay}
          </Button>
        ) : null
      }
    >
      <Heading as="h3" size="xs" color="fg.muted">
        {t.history}
      </Heading>
      <PaymentBook vendorId={vendor.id} />
      {paying ? (
        <VendorPaymentDialog
          direction="out"
          title={`${d.title}: ${vendor.name}`}
          submitLabel={d.submit}
          amountLabel={d.amount}
          max={vendor.debt}
          overMax={vendorPaymentsVi.errors.amountOverDebt(formatMoney(vendor.debt))}
          help={
            <Text fontSize="sm" color="fg.muted">
              {d.help}
            </Text>
          }
          preview={(amount) => <AllocationPreview vendorId={vendor.id} amount={amount} />}
          testId="vendor-pay-dialog"
          send={(input) => payVendor(vendor.id, input)}
          onSaved={(result) => {
            toaster.success({ title: d.saved(result.payment.code) });
            refreshVendorMoney(queryClient);
            setPaying(false);
          }}
          onClose={() => setPaying(false)}
        />
      ) : null}
    </DebtPanel>
  );
}
