/**
 * Offline product lookup on the till: type words (diacritics optional, prefixes are enough) or
 * scan a barcode and press Enter. Reads only the till database, so it works with no network.
 */
import { Field, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { Row } from '../../db/database';
import { formatMoney, formatNumber } from '../../i18n/format';
import { viSync } from '../../i18n/sync';
import { currentTill } from '../../sync/till-sync';

const t = viSync.till;

export function ProductLookup() {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Row[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const latest = useRef(0);

  const change = (value: string) => {
    setQuery(value);
    setMessage(null);
    const till = currentTill();
    const ticket = (latest.current += 1);
    if (!till || !value.trim()) {
      setResults(null);
      return;
    }
    void till.search.search(value, 20).then((rows) => ticket === latest.current && setResults(rows));
  };

  const onEnter = async () => {
    const till = currentTill();
    const code = query.trim();
    if (!till || !/^\d{6,}$/.test(code)) return;
    const match = await till.search.findByBarcode(code);
    latest.current += 1;
    setResults(match ? [match.product] : []);
    setMessage(match ? null : t.barcodeNotFound(code));
  };

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{t.searchLabel}</Field.Label>
        <Input
          name="product-search"
          autoFocus
          autoComplete="off"
          placeholder={t.searchPlaceholder}
          value={query}
          onChange={(e) => change(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && void onEnter()}
        />
      </Field.Root>
      {message && <Text color="fg.error">{message}</Text>}
      {results && results.length === 0 && !message && <Text color="fg.muted">{currentTill()?.search.size ? t.noResults : t.notReady}</Text>}
      {results && results.length > 0 && (
        <Table.Root size="sm" data-testid="product-results">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t.colName}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.colCode}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.colPrice}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.colStock}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {results.map((p) => (
              <Table.Row key={p.id}>
                <Table.Cell>{String(p.name)}</Table.Cell>
                <Table.Cell>{String(p.code ?? '')}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMoney(Number(p.sale_price ?? 0))}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(Number(p.stock_on_hand ?? 0))}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
