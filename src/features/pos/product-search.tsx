/**
 * The till's search box over the offline catalogue: products by words (diacritics optional) or
 * barcode (Enter adds it), prescription templates (adding one adds all its items) and the
 * prescriptions sold on this till (selling one again). Reads only the till database, so it works
 * with no network.
 */
import { Badge, Box, Input, InputGroup, Stack, Table, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Row } from '../../db/database';
import { searchTemplates, type TemplateRow } from '../../db/pos-catalog';
import { searchPrescriptions, type PrescriptionHit } from '../../db/prescriptions';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { focusSearchAtom, scanNoticeAtom } from './atoms';
import { addByBarcode, addPrescription, addProductById, addTemplate } from './cart-actions';
import { askNationalPrescription } from './pos-dialogs';
import { isNationalPrescriptionCode } from '../../domain/prescription-code';
import { focusHome } from './focus';
import { ShortcutKey } from './shortcut-key';
import { tillAction } from './till-action';
import { readProduct } from '../../db/product-records';

const t = posScreens.search;
/** A query answered before the catalogue was searchable waits for the index, looking this often (for a minute). */
const NOT_READY_RETRY_MS = 50;
const NOT_READY_RETRIES = 1_200;

export function ProductSearch() {
  const session = useTillSession();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Row[] | null>(null);
  const [templates, setTemplates] = useState<TemplateRow[]>([]);
  const [prescriptions, setPrescriptions] = useState<PrescriptionHit[]>([]);
  // Whether the index could answer when the shown results were searched (else: not ready yet).
  const [answeredReady, setAnsweredReady] = useState(true);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);
  const [notice, setNotice] = useAtom(scanNoticeAtom);
  const focusAsk = useAtomValue(focusSearchAtom);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  // The query the shown results answer: typing runs ahead of the search, and Enter must add from
  // the results of what is in the box, not of a shorter query typed a moment before.
  const answered = useRef<string | null>(null);
  // The result row ↑ ↓ point at; Enter adds it.
  const [active, setActive] = useState(0);
  // Leaving the box closes the list a moment later (a click on a result lands first); coming back
  // before then keeps it, so a stale close never clears the results of what is typed next.
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  // Only an ask made while the box is on screen (F2, /): coming back to the sale leaves the focus on the page.
  const asked = useRef(focusAsk);
  useLayoutEffect(() => {
    if (focusAsk !== asked.current) input.current?.focus();
    asked.current = focusAsk;
  }, [focusAsk]);

  const change = (value: string) => {
    setQuery(value);
    setNotice(null);
    setActive(0);
    const ticket = (latest.current += 1);
    if (!value.trim()) {
      setResults(null);
      setTemplates([]);
      setPrescriptions([]);
      return;
    }
    clearTimeout(retry.current);
    lookUp(value, ticket, NOT_READY_RETRIES);
  };

  const lookUp = (value: string, ticket: number, retries: number) => {
    const ready = session.search.size > 0;
    void Promise.all([
      session.search.search(value, 20),
      searchTemplates(session.db, value),
      searchPrescriptions(session.db, value),
    ]).then(([rows, found, sold]) => {
      if (ticket !== latest.current) return;
      answered.current = value;
      setResults(rows);
      setTemplates(found);
      setPrescriptions(sold);
      setAnsweredReady(ready);
      // Typed while the index was still opening (a boot, a first load): answered again once it is open.
      if (!ready && rows.length === 0) awaitIndex(value, ticket, retries);
    });
  };

  /** Looks at the index's size only (no read, no drawing) until it is open, then answers in full. */
  const awaitIndex = (value: string, ticket: number, retries: number) => {
    if (ticket !== latest.current) return;
    if (session.search.size > 0) lookUp(value, ticket, 0);
    else if (retries > 0) retry.current = setTimeout(() => awaitIndex(value, ticket, retries - 1), NOT_READY_RETRY_MS);
  };

  const done = () => {
    latest.current += 1;
    answered.current = null;
    clearTimeout(retry.current);
    setQuery('');
    setResults(null);
    setTemplates([]);
    setPrescriptions([]);
  };

  /**
   * What closes the box once an add started now has finished, unless the cashier typed or scanned
   * into it meanwhile: an add on a slow tablet must not wipe the next code on its way in.
   */
  const doneUnlessTyped = () => {
    const ticket = latest.current;
    return (close: () => void = done) => {
      if (ticket === latest.current) close();
    };
  };

  const onEnter = async () => {
    const code = query.trim();
    if (!code) return;
    if (isNationalPrescriptionCode(code)) {
      done();
      askNationalPrescription(code);
      return;
    }
    const settle = doneUnlessTyped();
    if (/^\d{6,}$/.test(code)) {
      const productId = await addByBarcode(session, code);
      const row = productId ? await readProduct(session.db, productId) : undefined;
      // The product added stays listed under the box; a code that added nothing leaves its notice.
      settle(() => {
        done();
        setResults(row ? [row] : null);
      });
      return;
    }
    const shown = answered.current === query ? results : await session.search.search(query, 20);
    const first = shown?.[active] ?? shown?.[0];
    if (first) {
      await addProductById(session, first.id);
      settle();
    }
  };

  const open = results !== null || templates.length > 0 || prescriptions.length > 0;
  return (
    <Box position="relative">
      <InputGroup endElement={<ShortcutKey step="pos" action="search" />}>
        <Input
          ref={input}
          name="product-search"
          size="lg"
          bg="bg"
          autoComplete="off"
          aria-label={t.label}
          placeholder={t.placeholder}
          value={query}
          onChange={(event) => change(event.currentTarget.value)}
          // A click on a result lands before the list closes.
          onBlur={() => {
            closing.current = setTimeout(done, 200);
          }}
          onFocus={() => clearTimeout(closing.current)}
          onKeyDown={(event) => {
            const rows = results?.length ?? 0;
            if (event.key === 'Enter') void tillAction('add', onEnter);
            else if (event.key === 'ArrowDown' && rows > 0) setActive((index) => Math.min(index + 1, rows - 1));
            else if (event.key === 'ArrowUp' && rows > 0) setActive((index) => Math.max(index - 1, 0));
            else if (event.key === 'Escape') {
              // Esc leaves the box: the keys are the page's again (scanner, + −, F-keys).
              done();
              focusHome();
            } else return;
            event.preventDefault();
          }}
        />
      </InputGroup>
      {/* Under the box, or at the top of the list while it is open (a barcode's product stays listed). */}
      {notice && !open && <ScanNotice notice={notice} />}
      {open && (
        <Stack
          position="absolute"
          zIndex="dropdown"
          top="100%"
          left="0"
          right="0"
          mt="1"
          bg="bg"
          borderWidth="1px"
          rounded="md"
          shadow="lg"
          maxH="60vh"
          overflowY="auto"
          p="2"
          gap="2"
        >
          {notice && <ScanNotice notice={notice} />}
          {templates.length > 0 && (
            <Stack gap="1" data-testid="template-results">
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                {t.templates}
              </Text>
              {templates.map((template) => (
                <Box
                  key={template.id}
                  as="button"
                  textAlign="start"
                  px="2"
                  py="1.5"
                  rounded="sm"
                  _hover={{ bg: 'bg.muted' }}
                  onClick={() => {
                    const settle = doneUnlessTyped();
                    void tillAction('add', () => addTemplate(session, template)).then(() => settle());
                  }}
                >
                  <Badge colorPalette="purple" mr="2">
                    {t.templates}
                  </Badge>
                  {template.name}
                  {template.diagnosis && <Text as="span" color="fg.muted">{` · ${template.diagnosis}`}</Text>}
                </Box>
              ))}
            </Stack>
          )}
          {prescriptions.length > 0 && (
            <Stack gap="1" data-testid="prescription-results">
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                {t.prescriptions}
              </Text>
              {prescriptions.map((hit) => (
                <Box
                  key={hit.prescription.id}
                  as="button"
                  textAlign="start"
                  px="2"
                  py="1.5"
                  rounded="sm"
                  _hover={{ bg: 'bg.muted' }}
                  onClick={() => {
                    const settle = doneUnlessTyped();
                    void tillAction('add', () => addPrescription(session, hit)).then(() => settle());
                  }}
                >
                  <Badge colorPalette="blue" mr="2">
                    {t.prescriptionBadge}
                  </Badge>
                  {hit.prescription.patient_name}
                  <Text
                    as="span"
                    color="fg.muted"
                  >{` · ${hit.prescription.diagnosis} · ${formatDate(hit.prescription.date)} · ${hit.order_code}`}</Text>
                </Box>
              ))}
            </Stack>
          )}
          {results && results.length === 0 && templates.length === 0 && prescriptions.length === 0 && (
            <Text color="fg.muted">{answeredReady ? t.noResults : t.notReady}</Text>
          )}
          {results && results.length > 0 && (
            <Table.Root size="sm" interactive data-testid="product-results">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.colName}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.colCode}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.colPrice}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.colStock}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {results.map((row, index) => (
                  <Table.Row
                    key={row.id}
                    cursor="pointer"
                    bg={index === active ? 'bg.muted' : undefined}
                    aria-selected={index === active}
                    onClick={() => {
                      const settle = doneUnlessTyped();
                      void tillAction('add', () => addProductById(session, row.id)).then(() => settle());
                    }}
                  >
                    <Table.Cell>
                      {String(row.name)}
                      {row.drug_class === 'rx' && (
                        <Badge ml="2" colorPalette="red" size="sm">
                          {posScreens.cart.rx}
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>{String(row.code ?? '')}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatMoney(Number(row.sale_price ?? 0))}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(Number(row.stock_on_hand ?? 0))}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      )}
    </Box>
  );
}

function ScanNotice({ notice }: { notice: { ok: boolean; text: string } }) {
  return (
    <Text mt="1" fontSize="sm" color={notice.ok ? 'fg.success' : 'fg.error'} role="status" data-testid="scan-notice">
      {notice.text}
    </Text>
  );
}
