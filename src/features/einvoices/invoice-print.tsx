/**
 * The printable view of an invoice (bản thể hiện): seller, buyer, template/series/number,
 * lines, totals per VAT rate and the amount in words, printed alone on A4 by the print CSS.
 */
import { Box, Flex, Grid, Heading, Table, Text } from '@chakra-ui/react';
import { printCss } from '../../components/print-area';
import type { EinvoiceDetail } from '../../domain/einvoice/schemas';
import { einvoicesVi as t } from '../../i18n/einvoices';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import type { PrintSeller } from './draft-seller';
import { invoiceNumber } from './einvoice-list';

const rateText = (rate: number | null) => (rate === null ? t.fields.noTax : `${rate}%`);

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Text fontSize="sm">
      {label}: <b>{value}</b>
    </Text>
  );
}

/** `draftSeller`: the seller from the current settings, shown while the invoice (a draft) has none of its own. */
export function InvoicePrint({ invoice, draftSeller }: { invoice: EinvoiceDetail; draftSeller?: PrintSeller | null }) {
  const seller: PrintSeller | null = invoice.seller ?? draftSeller ?? null;
  const b = invoice.buyer;
  const f = t.fields;
  return (
    <Box
      data-print-area="page"
      data-testid="einvoice-print"
      bg="white"
      color="black"
      p={{ base: '3', md: '6' }}
      borderWidth="1px"
      rounded="md"
      fontSize="sm"
    >
      <style>{printCss()}</style>
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <Box>
          <Heading size="md">{t.printView.heading}</Heading>
          <Text fontSize="xs">{t.printView.subheading}</Text>
          {invoice.state === 'draft' && (
            <Text color="red.600" fontWeight="bold">
              {t.printView.draftMark}
            </Text>
          )}
          {invoice.state !== 'draft' && invoice.state !== 'issued' && (
            <Text color="red.600" fontWeight="bold">
              {t.states[invoice.state]}
            </Text>
          )}
        </Box>
        <Box textAlign="end">
          <Row
            label={f.templateSeries}
            value={invoice.template_code && invoice.series ? `${invoice.template_code}${invoice.series}` : '—'}
          />
          <Row label={f.number} value={invoiceNumber(invoice).split(' - ')[1] ?? '—'} />
          <Row label={t.printView.date} value={formatDate(invoice.issued_at ?? invoice.created_at)} />
        </Box>
      </Flex>
      {invoice.related && (
        <Text mt="2" fontSize="xs">
          {t.relations[invoice.relation]} — {f.related}: {invoiceNumber(invoice.related)} (
          {formatDate(invoice.related.issued_at)})
        </Text>
      )}
      {invoice.note && (
        <Text mt="1" fontSize="xs" data-testid="einvoice-note">
          {t.adjustment.note}: {invoice.note}
        </Text>
      )}
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" mt="4">
        <Box data-testid="einvoice-seller">
          <Text fontWeight="bold">{f.seller}</Text>
          {seller ? (
            <>
              <Text>{seller.name}</Text>
              <Row label={f.buyerTaxCode} value={seller.tax_code || '—'} />
              <Row label={f.buyerAddress} value={seller.address || '—'} />
            </>
          ) : (
            <Text color="fg.muted">{invoice.state === 'draft' ? t.printView.sellerMissing : '—'}</Text>
          )}
        </Box>
        <Box>
          <Text fontWeight="bold">{f.buyer}</Text>
          <Text>{b.name || t.retailBuyerName}</Text>
          {b.type === 'retail' && !b.name && <Text fontSize="xs">{t.retailBuyerNote}</Text>}
          {b.tax_code && <Row label={f.buyerTaxCode} value={b.tax_code} />}
          {b.address && <Row label={f.buyerAddress} value={b.address} />}
          {b.email && <Row label={f.buyerEmail} value={b.email} />}
        </Box>
      </Grid>
      <Table.ScrollArea mt="4" borderWidth="1px" whiteSpace="normal" data-testid="einvoice-lines">
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{f.lineNo}</Table.ColumnHeader>
              <Table.ColumnHeader minW="28">{f.product}</Table.ColumnHeader>
              <Table.ColumnHeader>{f.unit}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{f.quantity}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{f.unitPrice}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{f.discount}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{f.vatRate}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{f.amount}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invoice.lines.map((l) => (
              <Table.Row key={l.position}>
                <Table.Cell>{l.position}</Table.Cell>
                <Table.Cell>{l.name}</Table.Cell>
                <Table.Cell>{l.unit}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatNumber(l.quantity)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMoney(l.unit_price)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMoney(l.discount)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {rateText(l.vat_rate)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMoney(l.amount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text mt="4" mb="1" fontWeight="semibold" id="einvoice-rates-title">
        {t.printView.totalsByRate}
      </Text>
      <Table.ScrollArea borderWidth="1px" whiteSpace="normal">
        <Table.Root size="sm" variant="line" data-testid="einvoice-rates" aria-labelledby="einvoice-rates-title">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{f.vatRate}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{f.beforeTax}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{f.vat}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{f.total}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invoice.rates.map((r) => (
              <Table.Row key={String(r.vat_rate)}>
                <Table.Cell>{rateText(r.vat_rate)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(r.before_tax)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(r.vat)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(r.total)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontWeight="bold">
              <Table.Cell>{t.printView.totalRow}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(invoice.total_before_tax)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(invoice.total_vat)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(invoice.total)}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text mt="3" data-testid="einvoice-words">
        {f.amountInWords}: <i>{invoice.amount_in_words}</i>
      </Text>
    </Box>
  );
}
