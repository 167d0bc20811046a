/**
 * The "Công nợ" panel of a customer's page: what they owe now, "Thu nợ" while they owe anything,
 * and the history of credit orders and collections, newest first, each with the debt after it. A
 * manager cancels a collection made by mistake ("Hủy phiếu"); it stays, marked.
 */
import { Box, Button, HStack, IconButton, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Ban, HandCoins, Printer } from 'lucide-react';
import { useCallback, useState } from 'react';
import { cancelCustomerPayment, debtHistoryPath, getDebtHistory, refreshCustomerMoney } from '../../api/customer-debt';
import { CancelledBadge, CancelledNote, CancelVoucherDialog } from '../../components/cancel-voucher';
import { DrawerLink } from '../../components/drawer-link';
import { useSession } from '../../components/session';
import { hasPermission } from '../../domain/permissions';
import { UnderOnPhone } from '../../components/data-table/data-table';
import { PaginationBar } from '../../components/data-table/pagination-bar';
import { EmptyRows, ErrorNotice, LoadingNotice } from '../../components/data-table/table-states';
import type { DebtHistoryEntry } from '../../domain/catalog/customer-debt';
import type { Customer } from '../../domain/catalog/parties';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { partiesText } from '../../i18n/parties-screens';
import { uiKit } from '../../i18n/ui-kit';
import { posMessages } from '../../i18n/pos';
import { CollectDebtDialog } from '../../components/collect-debt-dialog';
import { DebtPanel } from '../../components/debt-panel';
import { PaymentVoucher } from './payment-voucher';

const t = partiesText.customerDebt;
const h = t.history;

function kindOf(entry: DebtHistoryEntry): string {
  if (entry.kind === 'payment') return h.kinds.payment;
  return entry.change < 0 ? h.kinds.return : h.kinds.sale;
}

function detailOf(entry: DebtHistoryEntry): string {
  if (entry.kind === 'order')
    return `${h.grandTotal}: ${formatMoney(entry.grand_total)} · ${h.paid}: ${formatMoney(entry.total_paid)}`;
  const parts = [entry.method ? posMessages.paymentMethods[entry.method] : '', entry.note ?? ''];
  if (entry.created_by_name) parts.push(h.by(entry.created_by_name));
  return parts.filter(Boolean).join(' · ');
}

type RowActions = {
  onPrint: (entry: DebtHistoryEntry) => void;
  /** Null for a user who may not cancel a collection. */
  onCancel: ((entry: DebtHistoryEntry) => void) | null;
};

function PaymentActions({ entry, onPrint, onCancel }: RowActions & { entry: DebtHistoryEntry }) {
  if (entry.kind !== 'payment' || entry.cancelled) return null;
  const cancel = uiKit.voucher.cancel.action;
  return (
    <HStack gap="0" justify="end">
      <IconButton size="xs" variant="ghost" aria-label={h.print} title={h.print} onClick={() => onPrint(entry)}>
        <Printer />
      </IconButton>
      {onCancel ? (
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`${cancel} ${entry.code}`}
          title={cancel}
          onClick={() => onCancel(entry)}
        >
          <Ban />
        </IconButton>
      ) : null}
    </HStack>
  );
}

function EntryCode({ entry }: { entry: DebtHistoryEntry }) {
  return (
    <>
      {entry.kind === 'order' ? (
        <ChakraLink asChild color="brand.fg">
          <Link to="/pos-orders/$id/show" params={{ id: entry.id }}>
            {entry.code}
          </Link>
        </ChakraLink>
      ) : (
        entry.code
      )}
      {entry.cancelled ? <CancelledBadge /> : null}
    </>
  );
}

function EntryDetail({ entry }: { entry: DebtHistoryEntry }) {
  return (
    <>
      {detailOf(entry)}
      {entry.register_session_id ? <DrawerLink sessionId={entry.register_session_id} /> : null}
      {entry.cancelled ? <CancelledNote cancelled={entry.cancelled} /> : null}
    </>
  );
}

function HistoryRow({ entry, ...actions }: RowActions & { entry: DebtHistoryEntry }) {
  const change = entry.change > 0 ? `+${formatMoney(entry.change)}` : formatMoney(entry.change);
  return (
    <Table.Row data-cancelled={entry.cancelled ? '' : undefined}>
      {/* On a phone the entry's code, kind and detail go under its time. */}
      <Table.Cell whiteSpace={{ base: 'normal', md: 'nowrap' }}>
        {formatDateTime(entry.at)}
        <UnderOnPhone>
          <Text>
            <Box as="span" fontFamily="mono">
              <EntryCode entry={entry} />
            </Box>{' '}
            · {kindOf(entry)}
          </Text>
          <EntryDetail entry={entry} />
        </UnderOnPhone>
      </Table.Cell>
      <Table.Cell fontFamily="mono" fontSize="xs" hideBelow="md">
        <EntryCode entry={entry} />
      </Table.Cell>
      <Table.Cell hideBelow="md">{kindOf(entry)}</Table.Cell>
      <Table.Cell fontSize="xs" color="fg.muted" hideBelow="md">
        <EntryDetail entry={entry} />
      </Table.Cell>
      <Table.Cell textAlign="end" className="money" color={entry.cancelled ? 'fg.muted' : undefined}>
        {entry.cancelled ? <s>{change}</s> : change}
      </Table.Cell>
      <Table.Cell textAlign="end" className="money" fontWeight="semibold">
        {formatMoney(entry.balance)}
      </Table.Cell>
      <Table.Cell textAlign="end" px="1">
        <PaymentActions entry={entry} {...actions} />
      </Table.Cell>
    </Table.Row>
  );
}

/** "Hủy phiếu" of a collection; the customer's debt, the history and the register sessions are read again. */
function CancelCollection({
  entry,
  customerId,
  onClose,
}: {
  entry: DebtHistoryEntry;
  customerId: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <CancelVoucherDialog
      code={entry.code}
      help={h.cancelHelp(formatMoney(-entry.change))}
      testId="collection-cancel"
      cancel={(reason) => cancelCustomerPayment(customerId, entry.id, { reason })}
      onCancelled={() => refreshCustomerMoney(queryClient, customerId)}
      onClose={onClose}
    />
  );
}

function DebtHistory({ customer }: { customer: Customer }) {
  const customerId = customer.id;
  const [page, setPage] = useState(1);
  const [printing, setPrinting] = useState<DebtHistoryEntry | null>(null);
  const printed = useCallback(() => setPrinting(null), []);
  const [cancelling, setCancelling] = useState<DebtHistoryEntry | null>(null);
  const mayCancel = hasPermission(useSession().roles, 'viewSetting');
  const [pageSize, setPageSize] = useState(10);
  const history = useQuery({
    queryKey: [debtHistoryPath(customerId), page, pageSize],
    queryFn: () => getDebtHistory(customerId, page, pageSize),
    placeholderData: keepPreviousData,
  });
  if (history.isPending) return <LoadingNotice label={t.loading} />;
  if (history.isError) return <ErrorNotice error={history.error} onRetry={() => void history.refetch()} />;
  const headers = [h.date, h.code, h.kind, h.detail, h.change, h.balance, uiKit.table.actions];
  return (
    <Box borderWidth="1px" borderRadius="l2" overflowX="auto">
      <Table.Root size="sm" data-testid="debt-history">
        <Table.Header>
          <Table.Row>
            {headers.map((header, i) => (
              <Table.ColumnHeader
                key={i}
                textAlign={i >= 4 ? 'end' : undefined}
                hideBelow={i >= 1 && i <= 3 ? 'md' : undefined}
              >
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {history.data.data.length === 0 ? (
            <EmptyRows columns={headers.length} filtered={false} />
          ) : (
            history.data.data.map((entry) => (
              <HistoryRow
                key={entry.id}
                entry={entry}
                onPrint={setPrinting}
                onCancel={mayCancel ? setCancelling : null}
              />
            ))
          )}
        </Table.Body>
      </Table.Root>
      <PaginationBar
        page={page}
        pageSize={pageSize}
        total={history.data.meta.total}
        onPageChange={setPage}
        onPageSizeChange={(size) => (setPageSize(size), setPage(1))}
      />
      {printing && <PaymentVoucher entry={printing} customer={customer} onPrinted={printed} />}
      {cancelling ? (
        <CancelCollection entry={cancelling} customerId={customerId} onClose={() => setCancelling(null)} />
      ) : null}
    </Box>
  );
}

export function CustomerDebtPanel({ customer }: { customer: Customer }) {
  const [collecting, setCollecting] = useState(false);
  return (
    <DebtPanel
      title={t.title}
      label={t.current}
      amount={customer.debt}
      testId="customer-debt"
      notes={
        customer.credit_limit !== null && (
          <Text
            fontSize="sm"
            color={customer.debt > customer.credit_limit ? 'fg.error' : 'fg.muted'}
            data-testid="customer-credit-limit"
          >
            {t.limit(formatMoney(customer.credit_limit))}
            {customer.debt > customer.credit_limit ? ` · ${t.overLimit}` : ''}
          </Text>
        )
      }
      action={
        customer.debt > 0 ? (
          <Button size="sm" colorPalette="brand" onClick={() => setCollecting(true)}>
            <HandCoins /> {t.collect}
          </Button>
        ) : null
      }
    >
      <DebtHistory customer={customer} />
      {collecting ? <CollectDebtDialog customer={customer} onClose={() => setCollecting(false)} /> : null}
    </DebtPanel>
  );
}
