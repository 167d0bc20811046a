/**
 * The "Mua hàng" panel of a customer's page: their five latest orders from every till (time, code,
 * kind, total), each opening its page, and "Xem tất cả N hóa đơn" to the order history filtered to
 * them. For whoever may list orders (SPEC.md §6 viewPOSOrderList); others do not see it.
 */
import { Badge, Box, Heading, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { posOrdersApi } from '../../api/pos-orders';
import { ErrorNotice, LoadingNotice } from '../../components/data-table/table-states';
import { useSession } from '../../components/session';
import { hasPermission } from '../../domain/permissions';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { partiesText } from '../../i18n/parties-screens';
import { posMessages } from '../../i18n/pos';

const t = partiesText.customerPurchases;
const LATEST = 5;

function Purchases({ customerId }: { customerId: string }) {
  const latest = useQuery({
    queryKey: [posOrdersApi.path, { customer_id: customerId, page_size: LATEST }],
    queryFn: () => posOrdersApi.list({ customer_id: customerId, page_size: LATEST }),
  });
  if (latest.isPending) return <LoadingNotice label={t.loading} />;
  if (latest.isError) return <ErrorNotice error={latest.error} onRetry={() => void latest.refetch()} />;
  const { data, meta } = latest.data;
  if (data.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t.none}
      </Text>
    );
  return (
    <Stack gap="2">
      <Table.Root size="sm" data-testid="customer-purchases">
        <Table.Body>
          {data.map((order) => (
            <Table.Row key={order.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(order.ordered_at)}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                <ChakraLink asChild color="brand.fg">
                  <Link to="/pos-orders/$id/show" params={{ id: order.id }}>
                    {order.code}
                  </Link>
                </ChakraLink>
                {order.type !== 'sale' && (
                  <Badge size="sm" ms="1" colorPalette="purple">
                    {posMessages.orderTypes[order.type]}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" className="money">
                {formatMoney(order.grand_total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <ChakraLink asChild color="brand.fg" fontSize="sm" alignSelf="end">
        <Link to="/pos-orders" search={{ customer_id: customerId }}>
          {t.all(meta.total)}
        </Link>
      </ChakraLink>
    </Stack>
  );
}

export function CustomerPurchases({ customerId }: { customerId: string }) {
  const mayList = hasPermission(useSession().roles, 'viewPOSOrderList');
  if (!mayList) return null;
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '4' }} mb="4">
      <HStack mb="2">
        <Heading as="h2" size="sm">
          {t.title}
        </Heading>
      </HStack>
      <Purchases customerId={customerId} />
    </Box>
  );
}
