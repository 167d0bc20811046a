/**
 * One drug of a looked-up national e-prescription: what was prescribed, the shop's products it
 * matched, and the cashier's choice of product and quantity with the confirmation to sell it.
 */
import { Badge, Box, Checkbox, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { IntegerInput } from '../../components/form/integer-input';
import type { NationalDrug } from '../../domain/eprescription';
import { eprescriptionsVi } from '../../i18n/eprescriptions';
import { formatNumber } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { uiKit } from '../../i18n/ui-kit';

const t = eprescriptionsVi.counter;

export interface DrugChoice {
  productId: string | null;
  /** In the chosen product's unit; null while the field is empty. */
  quantity: number | null;
  confirmed: boolean;
  /** Why the quantity cannot be sold (letters, empty), shown under the field; the drug is not added while set. */
  quantityError: string | null;
}

export const initialChoice = (drug: NationalDrug): DrugChoice => ({
  productId: drug.candidates[0]?.product_id ?? null,
  quantity: drug.remaining,
  confirmed: false,
  quantityError: null,
});

/**
 * Why a confirmed drug cannot go into the cart as chosen, or null: letters typed, the quantity
 * left empty or 0. Said under the quantity field, never the drug silently left out.
 */
export function quantityProblem(choice: DrugChoice): string | null {
  if (choice.quantityError) return choice.quantityError;
  if (choice.quantity === null) return uiKit.form.required;
  return choice.quantity < 1 ? posScreens.cart.quantityInvalid(1) : null;
}

export function DrugRow({
  drug,
  choice,
  onChange,
}: {
  drug: NationalDrug;
  choice: DrugChoice;
  onChange: (patch: Partial<DrugChoice>) => void;
}) {
  const candidate = drug.candidates.find((c) => c.product_id === choice.productId);
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      rounded="md"
      p="2"
      data-testid="national-drug"
      data-match={drug.match}
      data-code={drug.national_drug_code}
    >
      <HStack justify="space-between" align="start">
        <Box>
          <Text fontWeight="semibold">{drug.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {[drug.active_ingredient, drug.strength, drug.national_drug_code].filter(Boolean).join(' · ')}
          </Text>
          <Text fontSize="sm">
            {`${t.prescribed}: ${formatNumber(drug.quantity)} ${drug.unit}`}
            {drug.dispensed > 0 ? ` · ${t.remaining}: ${formatNumber(drug.remaining)} ${drug.unit}` : ''}
          </Text>
          {drug.usage && <Text fontSize="sm">{`${t.usage}: ${drug.usage}`}</Text>}
        </Box>
        <Badge colorPalette={drug.match === 'national_code' ? 'teal' : drug.match === 'ingredient' ? 'orange' : 'red'}>
          {drug.match === 'national_code'
            ? t.matchedByCode
            : drug.match === 'ingredient'
              ? t.matchedByIngredient
              : t.noMatch}
        </Badge>
      </HStack>
      {drug.candidates.length > 0 && (
        <HStack gap="2" align="end" wrap="wrap">
          <Field.Root flex="2" minW="14rem">
            <Field.Label fontSize="xs">{t.product}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                name={`national-drug-product-${drug.index}`}
                value={choice.productId ?? ''}
                onChange={(event) => onChange({ productId: event.currentTarget.value || null, confirmed: false })}
              >
                {drug.candidates.map((c) => (
                  <option key={c.product_id} value={c.product_id}>
                    {`${c.name} (${c.code}) · ${t.stock(formatNumber(c.stock_on_hand))}`}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w="8rem" invalid={Boolean(choice.quantityError)}>
            <Field.Label fontSize="xs">{`${t.quantity}${candidate ? ` (${candidate.unit_name})` : ''}`}</Field.Label>
            <IntegerInput
              name={`national-drug-quantity-${drug.index}`}
              value={choice.quantity}
              // Letters are not taken (never read as quantity 0): say so under the field.
              onChange={(quantity, notDigits) =>
                onChange({ quantity, quantityError: notDigits ? uiKit.form.invalidNumber : null })
              }
            />
            <Field.ErrorText>{choice.quantityError}</Field.ErrorText>
          </Field.Root>
          <Checkbox.Root
            size="md"
            colorPalette="teal"
            checked={choice.confirmed}
            onCheckedChange={(details) => onChange({ confirmed: details.checked === true })}
            data-testid={`national-drug-confirm-${drug.index}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.confirm}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
      )}
      {drug.candidates.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t.notAdded}
        </Text>
      )}
    </Stack>
  );
}
