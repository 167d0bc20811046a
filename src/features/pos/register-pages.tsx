/** /pos-registers: register sessions (ca bán hàng) with their cash count, and one session's detail. */
import { Badge, Card, Grid, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { getPosRegister, posRegistersApi } from '../../api/pos-orders';
import { type Column, UnderOnPhone } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { CancelledBadge } from '../../components/cancel-voucher';
import { useSession } from '../../components/session';
import { hasPermission } from '../../domain/permissions';
import { PageHeader } from '../../components/page-header';
import {
  type DrawerVoucher,
  type PosRegisterDetail,
  REGISTER_STATES,
  type PosRegisterSummary,
} from '../../domain/pos-orders-api';
import { PAYMENT_METHODS } from '../../domain/pos-enums';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { posMessages } from '../../i18n/pos';
import { posHistory } from '../../i18n/pos-history';
import { type registerSearchSchema } from './register-search';
import type { SearchOf } from '../../domain/search-params';

const t = posHistory.registers;

export type RegisterSearch = SearchOf<typeof registerSearchSchema>;

const money = (value: number | null) => (value === null ? '' : formatMoney(value));

const columns: Column<PosRegisterSummary>[] = [
  { key: 'opened_at', header: t.openedAt, sortField: 'opened_at', cell: (r) => formatDateTime(r.opened_at) },
  { key: 'till', header: t.till, underOnMobile: true, cell: (r) => r.pos_setting.name },
  {
    key: 'state',
    header: t.state,
    underOnMobile: true,
    cell: (r) => <Badge colorPalette={r.state === 'open' ? 'green' : 'gray'}>{t.states[r.state]}</Badge>,
  },
  { key: 'opened_by', header: t.openedBy, hideOnMobile: true, cell: (r) => r.opened_by.name },
  {
    key: 'closed_at',
    header: t.closedAt,
    sortField: 'closed_at',
    hideOnMobile: true,
    cell: (r) => formatDateTime(r.closed_at),
  },
  { key: 'orders', header: t.orders, align: 'end', hideOnMobile: true, cell: (r) => r.order_count },
  { key: 'expected', header: t.expectedCash, align: 'end', cell: (r) => money(r.expected_cash) },
  {
    key: 'difference',
    header: t.difference,
    align: 'end',
    cell: (r) => <Text color={r.difference && r.difference < 0 ? 'fg.error' : undefined}>{money(r.difference)}</Text>,
  },
];

export function RegisterList({ search, onSearchChange }: ListPageProps<RegisterSearch>) {
  const navigate = useNavigate();
  return (
    <ResourceList
      resource={posRegistersApi}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      filtered={Boolean(search.state)}
      onRowClick={(r) => void navigate({ to: '/pos-registers/$id', params: { id: r.id } })}
      filters={
        <FilterSelect
          label={t.state}
          value={search.state}
          options={REGISTER_STATES.map((v) => ({ value: v, label: t.states[v] }))}
          onChange={(v) => onSearchChange({ state: v, page: undefined })}
        />
      }
    />
  );
}

const Row = ({ label, value }: { label: string; value: string }) => (
  <HStack justify="space-between">
    <Text color="fg.muted">{label}</Text>
    <Text fontWeight="semibold">{value}</Text>
  </HStack>
);

/** The vouchers behind the session's "Thu nợ tiền mặt" and "Chi trả NCC tiền mặt", oldest first. */
function DrawerVouchers({ vouchers }: { vouchers: DrawerVoucher[] }) {
  const d = t.drawer;
  // A cashier sees the session but not the vendors' pages: their names are not links for them.
  const seesVendors = hasPermission(useSession().roles, 'viewVendorList');
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{d.title}</Text>
      <Table.Root size="sm" variant="outline" data-testid="drawer-vouchers">
        <Table.Header>
          <Table.Row>
            {[d.code, d.at, d.kind, d.party, d.amount].map((header) => (
              <Table.ColumnHeader
                key={header}
                textAlign={header === d.amount ? 'end' : undefined}
                hideBelow={header === d.code || header === d.amount ? undefined : 'md'}
              >
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {vouchers.map((v) => {
            const amount = v.amount > 0 ? `+${formatMoney(v.amount)}` : formatMoney(v.amount);
            const party =
              v.kind === 'collection' ? (
                <ChakraLink asChild color="brand.fg">
                  <Link to="/customers/$id/edit" params={{ id: v.party.id }}>
                    {v.party.name}
                  </Link>
                </ChakraLink>
              ) : seesVendors ? (
                <ChakraLink asChild color="brand.fg">
                  <Link to="/vendors/$id/edit" params={{ id: v.party.id }}>
                    {v.party.name}
                  </Link>
                </ChakraLink>
              ) : (
                v.party.name
              );
            return (
              <Table.Row key={v.id} data-cancelled={v.cancelled ? '' : undefined}>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {v.code}
                  {v.cancelled ? <CancelledBadge /> : null}
                  <UnderOnPhone>
                    <Text>
                      {formatDateTime(v.at)} · {d.kinds[v.kind]}
                    </Text>
                    <Text>{party}</Text>
                  </UnderOnPhone>
                </Table.Cell>
                <Table.Cell hideBelow="md">{formatDateTime(v.at)}</Table.Cell>
                <Table.Cell hideBelow="md">{d.kinds[v.kind]}</Table.Cell>
                <Table.Cell hideBelow="md">{party}</Table.Cell>
                <Table.Cell textAlign="end" className="money" color={v.cancelled ? 'fg.muted' : undefined}>
                  {v.cancelled ? <s>{amount}</s> : amount}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

export function RegisterDetail({ id }: { id: string }) {
  const query = useQuery({ queryKey: ['pos-registers', id], queryFn: () => getPosRegister(id) });
  const r = query.data;
  if (query.isPending) return <Text color="fg.muted">…</Text>;
  if (!r) return <Text color="fg.error">{query.error?.message}</Text>;
  // The till's own figure at its close, when the server's (which counts what reached it later) differs.
  const tillDiffers =
    r.expected_cash !== null && r.till_expected_cash !== null && r.till_expected_cash !== r.expected_cash;
  return (
    <Stack gap="4">
      <PageHeader title={`${t.title} · ${r.pos_setting.name}`} />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <Card.Root>
          <Card.Body gap="1">
            <Row label={t.state} value={t.states[r.state]} />
            <Row label={t.openedAt} value={`${formatDateTime(r.opened_at)} · ${r.opened_by.name}`} />
            {r.closed_at && (
              <Row label={t.closedAt} value={`${formatDateTime(r.closed_at)} · ${r.closed_by?.name ?? ''}`} />
            )}
            <Row label={t.openingCash} value={formatMoney(r.opening_cash)} />
            <Row label={t.cashCollections} value={formatMoney(r.cash_collections)} />
            <Row label={t.vendorPayouts} value={formatMoney(-r.vendor_payouts)} />
            <Row label={t.expectedCash} value={formatMoney(r.expected_cash ?? r.expected_cash_now)} />
            {tillDiffers && <Row label={t.tillExpectedCash} value={money(r.till_expected_cash)} />}
            {r.counted_cash !== null && <Row label={t.countedCash} value={formatMoney(r.counted_cash)} />}
            {r.difference !== null && <Row label={t.difference} value={formatMoney(r.difference)} />}
            <Row label={t.orders} value={String(r.order_count)} />
            {tillDiffers && (
              <Text fontSize="sm" color="orange.fg" data-testid="till-expected-differs">
                {t.tillDiffers}
              </Text>
            )}
            {r.opening_note && <Row label={t.openingNote} value={r.opening_note} />}
            {r.closing_note && <Row label={t.closingNote} value={r.closing_note} />}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap="1">
            <Text fontWeight="semibold">{t.byMethod}</Text>
            {PAYMENT_METHODS.map((method) => (
              <Row
                key={method}
                label={posMessages.paymentMethods[method]}
                value={formatMoney(r.totals_by_method[method] ?? 0)}
              />
            ))}
          </Card.Body>
        </Card.Root>
      </Grid>
      {r.drawer_vouchers.length > 0 ? <DrawerVouchers vouchers={r.drawer_vouchers} /> : null}
      <SessionOrders orders={r.orders} />
    </Stack>
  );
}

/** The session's paid orders, newest first, each a link to its detail. */
function SessionOrders({ orders }: { orders: PosRegisterDetail['orders'] }) {
  const o = posHistory.orders;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{t.sessionOrders(orders.length)}</Text>
      {orders.length === 0 ? (
        <Text color="fg.muted">{t.noOrders}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" variant="outline" data-testid="session-orders">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{o.code}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{o.time}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{o.type}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{o.seller}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{o.customer}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{o.total}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {orders.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>
                    <ChakraLink asChild color="brand.fg">
                      <Link to="/pos-orders/$id/show" params={{ id: order.id }}>
                        {order.code}
                      </Link>
                    </ChakraLink>
                    <UnderOnPhone>
                      <Text>
                        {formatDateTime(order.ordered_at)} · {posMessages.orderTypes[order.type]}
                      </Text>
                      <Text>{order.customer?.name ?? o.walkIn}</Text>
                    </UnderOnPhone>
                  </Table.Cell>
                  <Table.Cell hideBelow="md">{formatDateTime(order.ordered_at)}</Table.Cell>
                  <Table.Cell hideBelow="md">{posMessages.orderTypes[order.type]}</Table.Cell>
                  <Table.Cell hideBelow="md">{order.seller.name}</Table.Cell>
                  <Table.Cell hideBelow="md">{order.customer?.name ?? o.walkIn}</Table.Cell>
                  <Table.Cell textAlign="end" className="money">
                    {formatMoney(order.grand_total)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
