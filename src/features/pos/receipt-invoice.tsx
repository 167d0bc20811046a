/**
 * The receipt's tax part: the shop's tax code, and for a sale with a cash-register invoice its
 * template and series, the tax authority's code, the company buyer, and how the buyer looks the
 * invoice up (the address, the code and a QR of the lookup link), all made on the till offline.
 */
import { Box, QrCode, Stack, Text } from '@chakra-ui/react';
import type { TillInvoice } from '../../db/cash-register-invoices';
import { posScreens } from '../../i18n/pos-screens';

const t = posScreens.print;
const QR_ENCODING = { ecc: 'M', border: 2 } as const;

/** The link a buyer opens to look the invoice up (the lookup address with the code). */
export function lookupLink(invoice: TillInvoice): string | null {
  if (!invoice.lookup_url) return null;
  const url = new URL(invoice.lookup_url);
  url.searchParams.set('code', invoice.code);
  return url.toString();
}

export function ReceiptShopTaxCode({ taxCode }: { taxCode: string | null }) {
  if (!taxCode) return null;
  return (
    <Text textAlign="center" data-testid="receipt-tax-code">
      {`${t.shopTaxCode}: ${taxCode}`}
    </Text>
  );
}

export function ReceiptInvoice({
  invoice,
  saleCode = null,
  exchangeGoods = false,
}: {
  invoice: TillInvoice;
  /** The code of the sale a return's invoice adjusts (named when this till does not hold its invoice). */
  saleCode?: string | null;
  /** The invoice of an exchange's new goods. */
  exchangeGoods?: boolean;
}) {
  const link = lookupLink(invoice);
  const adjusts = invoice.adjusts_code
    ? t.invoiceAdjusts(invoice.adjusts_code)
    : invoice.relation === 'adjust'
      ? t.invoiceAdjustsSale(saleCode)
      : null;
  return (
    // A long lookup address, company name or address has no space to break at: it wraps anywhere
    // rather than run past a 58 mm roll.
    <Stack gap="0.5" data-testid="receipt-invoice" textAlign="center" overflowWrap="anywhere" wordBreak="break-word">
      <Box borderTopWidth="1px" borderStyle="dashed" borderColor="black" my="1" />
      <Text fontWeight="bold">{t.invoiceTitle}</Text>
      {exchangeGoods && <Text data-testid="receipt-invoice-exchange">{t.invoiceExchangeGoods}</Text>}
      <Text>{`${t.invoiceTemplateSeries}: ${invoice.template_code}${invoice.series}`}</Text>
      {adjusts && <Text data-testid="receipt-invoice-adjusts">{adjusts}</Text>}
      <Text>
        {`${t.invoiceCode}: `}
        <Text as="span" fontWeight="bold" data-testid="receipt-invoice-code">
          {invoice.code}
        </Text>
      </Text>
      {invoice.buyer.type === 'company' && (
        <>
          <Text>{`${t.invoiceBuyer}: ${invoice.buyer.name}`}</Text>
          <Text>{`${t.invoiceBuyerTaxCode}: ${invoice.buyer.tax_code}`}</Text>
          <Text>{invoice.buyer.address}</Text>
        </>
      )}
      {link && (
        <>
          <Text data-testid="receipt-lookup-url" overflowWrap="anywhere" wordBreak="break-all">
            {`${t.lookup}: ${invoice.lookup_url}`}
          </Text>
          <Text>{`${t.lookupCode}: ${invoice.code}`}</Text>
          <Stack align="center" gap="0" data-testid="receipt-lookup-qr" data-payload={link}>
            <QrCode.Root value={link} encoding={QR_ENCODING} bg="white" color="black">
              <QrCode.Frame w="28" h="28" />
            </QrCode.Root>
            <Text fontSize="0.9em">{t.lookupQr}</Text>
          </Stack>
        </>
      )}
    </Stack>
  );
}
