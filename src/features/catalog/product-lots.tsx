/** The product's lots, read-only: number, expiry (highlighted when near or past), quantity. */
import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { listProductLots } from '../../api/catalog';
import { FormSection } from '../../components/form/form-section';
import { dayjs } from '../../i18n/dayjs';
import { formatDate, formatNumber } from '../../i18n/format';
import { catalogText } from '../../i18n/catalog-screens';

const t = catalogText.products.lots;
const NEAR_EXPIRY_DAYS = 90;

function ExpiryBadge({ date }: { date: string | null }) {
  if (!date) return null;
  const days = dayjs(date).diff(dayjs().startOf('day'), 'day');
  if (days < 0) return <Badge colorPalette="red">Hết hạn</Badge>;
  if (days <= NEAR_EXPIRY_DAYS) return <Badge colorPalette="orange">Còn {days} ngày</Badge>;
  return null;
}

export function ProductLots({ productId }: { productId: string }) {
  const lots = useQuery({ queryKey: ['products', productId, 'lots'], queryFn: () => listProductLots(productId) });
  if (lots.isError || (lots.data && lots.data.length === 0)) {
    return lots.data ? (
      <FormSection title={catalogText.products.sections.lots} columns={0}>
        <Text fontSize="sm" color="fg.muted">
          {t.none}
        </Text>
      </FormSection>
    ) : null;
  }
  if (!lots.data) return null;
  return (
    <FormSection title={catalogText.products.sections.lots} columns={0}>
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t.number}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.manufactured}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.expiry}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.quantity}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lots.data.map((lot) => (
              <Table.Row key={lot.id}>
                <Table.Cell fontFamily="mono">{lot.lot_number}</Table.Cell>
                <Table.Cell>{formatDate(lot.manufacture_date)}</Table.Cell>
                <Table.Cell>
                  {formatDate(lot.expiry_date)} <ExpiryBadge date={lot.expiry_date} />
                </Table.Cell>
                <Table.Cell textAlign="end" className="tabular">
                  {formatNumber(lot.quantity)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </FormSection>
  );
}
