/** The buyer of a draft: retail (no invoice details needed) or a company with name, tax code, address and e-mail. */
import { Button, Grid, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormField } from '../../components/form/form-field';
import { SelectInput } from '../../components/form/select-input';
import { useLeaveGuard } from '../../components/form/use-leave-guard';
import { buyerInput, type BuyerInput } from '../../domain/einvoice/schemas';
import { einvoicesVi as t } from '../../i18n/einvoices';

export interface BuyerFormProps {
  initial: BuyerInput;
  readOnly: boolean;
  saving?: boolean;
  /** Field errors from the server's 400, keyed like `buyer.tax_code`. */
  serverErrors?: Record<string, string[]>;
  /** The save button's label (a draft's by default). */
  saveLabel?: string;
  /** Saves the buyer; `saved` is called once the server has it. */
  onSave: (buyer: BuyerInput, saved: () => void) => void;
  /** Told whether the form holds changes the server does not have yet (issuing would drop them). */
  onDirtyChange?: (dirty: boolean) => void;
}

const FIELDS = ['type', 'name', 'tax_code', 'address', 'email'] as const;

/** Whether the form differs from the saved buyer, compared as a save would send it (trimmed, tax code dashed). */
function differs(buyer: BuyerInput, saved: BuyerInput): boolean {
  const parsed = buyerInput.safeParse(buyer);
  const sent = parsed.success ? parsed.data : buyer;
  return FIELDS.some((field) => sent[field] !== saved[field]);
}

type Field = 'name' | 'tax_code' | 'address' | 'email';

export function BuyerForm({
  initial,
  readOnly,
  saving,
  serverErrors,
  saveLabel,
  onSave,
  onDirtyChange,
}: BuyerFormProps) {
  const [buyer, setBuyer] = useState<BuyerInput>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const guard = useLeaveGuard(buyer);
  const company = buyer.type === 'company';
  const dirty = !readOnly && differs(buyer, initial);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const errorOf = (field: Field) => errors[field] ?? serverErrors?.[`buyer.${field}`]?.[0];
  const set = (patch: Partial<BuyerInput>) => setBuyer((b) => ({ ...b, ...patch }));
  const submit = () => {
    const parsed = buyerInput.safeParse(buyer);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    guard.saving();
    onSave(parsed.data, guard.saved);
  };
  const input = (field: Field, label: string, required: boolean) => (
    <FormField label={label} required={required} error={errorOf(field)} wide={field === 'address'}>
      <Input
        size="sm"
        name={`buyer_${field}`}
        value={buyer[field]}
        onChange={(e) => set({ [field]: e.currentTarget.value })}
      />
    </FormField>
  );
  return (
    // noValidate: the Vietnamese messages below replace the browser's own bubbles.
    <form noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      {/* A disabled fieldset locks every input of an issued invoice at once. */}
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          <FormField label={t.fields.buyerType}>
            <SelectInput
              name="buyer_type"
              value={buyer.type}
              onChange={(v) => set({ type: v as BuyerInput['type'] })}
              options={(['retail', 'company'] as const).map((v) => ({ value: v, label: t.buyerTypes[v] }))}
            />
          </FormField>
          {input('name', t.fields.buyerName, company)}
          {company && input('tax_code', t.fields.buyerTaxCode, true)}
          {input('email', t.fields.buyerEmail, false)}
          {input('address', t.fields.buyerAddress, company)}
          {!readOnly && (
            <Button type="submit" size="sm" colorPalette="brand" loading={saving} justifySelf="start">
              {saveLabel ?? t.actions.save}
            </Button>
          )}
        </Grid>
      </fieldset>
      {guard.prompt}
    </form>
  );
}
