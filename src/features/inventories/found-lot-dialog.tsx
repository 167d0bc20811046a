/** Adds a lot found while counting: the product (picked, or the one just scanned), lot number, expiry and counted quantity. */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Inventory, inventoryActions } from '../../api/stock';
import { FormDialog } from '../../components/form-dialog';
import { DateInput } from '../../components/form/date-input';
import { FormField } from '../../components/form/form-field';
import { IntegerInput } from '../../components/form/integer-input';
import { serverFieldErrors } from '../../components/form/use-form';
import { ProductPicker } from '../../components/product-picker';
import { toaster } from '../../components/toaster';
import { stockText } from '../../i18n/stock-screens';
import { type FoundLotDraft, validateFoundLot } from './count-rules';

const t = stockText.counts;
const c = stockText.common;

export interface FoundLotDialogProps {
  inventoryId: string;
  /** The product to start with (a scanned code without a line), if any. */
  product: { id: string; name: string } | null;
  /** Saves the sheet's unsaved counts first, so adding a line loses none of them. */
  saveCounts: () => Promise<unknown>;
  onSaved: (saved: Inventory) => void;
  onClose: () => void;
}

export function FoundLotDialog({ inventoryId, product, saveCounts, onSaved, onClose }: FoundLotDialogProps) {
  const [draft, setDraft] = useState<FoundLotDraft>({ product, lot_number: '', expiry_date: null, counted: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const patch = (change: Partial<FoundLotDraft>) => setDraft((d) => ({ ...d, ...change }));
  const add = useMutation({
    mutationFn: async () => {
      await saveCounts();
      return inventoryActions.addFoundLot(inventoryId, {
        product_id: draft.product!.id,
        lot_number: draft.lot_number.trim(),
        expiry_date: draft.expiry_date as string,
        counted: draft.counted ?? 0,
      });
    },
    onSuccess: onSaved,
    onError: (error) => (
      setErrors(serverFieldErrors(error)),
      toaster.error({ title: c.failed, description: error.message })
    ),
  });
  const submit = () => {
    const found = validateFoundLot(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) add.mutate();
  };
  return (
    <FormDialog
      open
      title={t.foundTitle}
      submitLabel={t.addFound}
      loading={add.isPending}
      size={{ base: 'full', md: 'md' }}
      testId="found-lot-dialog"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t.foundHelp}
        </Text>
        <FormField label={c.product} required error={errors.product_id}>
          {draft.product ? (
            <HStack justify="space-between" w="full">
              <Text fontWeight="medium" data-testid="found-product">
                {draft.product.name}
              </Text>
              <Button size="xs" variant="ghost" onClick={() => patch({ product: null })}>
                {t.changeProduct}
              </Button>
            </HStack>
          ) : (
            <ProductPicker placeholder={c.addProduct} onPick={(p) => patch({ product: { id: p.id, name: p.name } })} />
          )}
        </FormField>
        <FormField label={c.lot} required error={errors.lot_number}>
          <Input
            size="sm"
            name="found.lot_number"
            value={draft.lot_number}
            onChange={(e) => patch({ lot_number: e.currentTarget.value })}
          />
        </FormField>
        <FormField label={c.expiry} required error={errors.expiry_date}>
          <DateInput
            name="found.expiry_date"
            value={draft.expiry_date === 'invalid' ? null : draft.expiry_date}
            onChange={(expiry_date) => patch({ expiry_date })}
          />
        </FormField>
        <FormField label={t.counted} required error={errors.counted}>
          <IntegerInput name="found.counted" value={draft.counted} onChange={(counted) => patch({ counted })} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
