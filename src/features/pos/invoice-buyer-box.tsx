/**
 * At checkout, when the shop makes cash-register invoices: a buyer who wants a company invoice
 * gives tax code, name and address (and an e-mail) at the counter, offline; the invoice made with
 * the sale carries them. Checked with the same schema the server applies.
 */
import { Button, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { FormField } from '../../components/form/form-field';
import type { BuyerInput } from '../../domain/einvoice/schemas';
import { posScreens } from '../../i18n/pos-screens';
import { invoiceBuyerAtom, invoiceBuyerFormAtom, RETAIL_BUYER } from './atoms';
import { tillAction } from './till-action';

const t = posScreens.invoiceBuyer;
type Field = 'name' | 'tax_code' | 'address' | 'email';
const FIELDS: [Field, string, boolean][] = [
  ['tax_code', t.taxCode, true],
  ['name', t.company, true],
  ['address', t.address, true],
  ['email', t.email, false],
];

export function InvoiceBuyerBox() {
  const [buyer, setBuyer] = useAtom(invoiceBuyerAtom);
  const [{ open, draft }, setForm] = useAtom(invoiceBuyerFormAtom);
  const setOpen = (value: boolean) => setForm((f) => ({ ...f, open: value }));
  const setDraft = (change: (d: BuyerInput) => BuyerInput) => setForm((f) => ({ ...f, draft: change(f.draft) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    // The schema loads with the first buyer entered, not with the till's screen (issue 16).
    const { buyerInput } = await import('../../domain/einvoice/schemas');
    const parsed = buyerInput.safeParse({ ...draft, type: 'company' });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBuyer(parsed.data);
    setOpen(false);
  };
  if (!open)
    return (
      <HStack justify="space-between" wrap="wrap" data-testid="invoice-buyer">
        <Text fontSize="sm">{buyer.type === 'company' ? t.chosen(buyer.name, buyer.tax_code) : ''}</Text>
        <HStack>
          {buyer.type === 'company' && (
            <Button size="sm" variant="ghost" onClick={() => setBuyer(RETAIL_BUYER)}>
              {t.clear}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="invoice-buyer-open">
            {t.open}
          </Button>
        </HStack>
      </HStack>
    );
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid="invoice-buyer-form">
      <Text fontWeight="semibold">{t.title}</Text>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
        {FIELDS.map(([field, label, required]) => (
          <FormField key={field} label={label} required={required} error={errors[field]} wide={field === 'address'}>
            <Input
              size="sm"
              name={`invoice_buyer_${field}`}
              value={draft[field]}
              onChange={(e) => setDraft((d) => ({ ...d, [field]: e.currentTarget.value }))}
            />
          </FormField>
        ))}
      </Grid>
      <HStack>
        <Button
          size="sm"
          colorPalette="teal"
          onClick={() => void tillAction('invoiceBuyer', save)}
          data-testid="invoice-buyer-save"
        >
          {t.save}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t.clear}
        </Button>
      </HStack>
    </Stack>
  );
}
