/**
 * A vendor added from the purchase order form by name and phone, and chosen for the order: a new
 * shop's first order (its opening stock) needs a vendor, and leaving the form to make one would
 * leave the order half written. The rest of the vendor's record is filled in on its own page.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { vendorsApi } from '../../api/catalog';
import { FormField } from '../../components/form/form-field';
import { serverFieldErrors } from '../../components/form/use-form';
import { toaster } from '../../components/toaster';
import type { Vendor } from '../../domain/catalog/parties';
import { purchasingText } from '../../i18n/purchasing-screens';
import { uiKit } from '../../i18n/ui-kit';

const t = purchasingText.purchase.quickVendor;

export function QuickVendor({ hasVendors, onAdded }: { hasVendors: boolean; onAdded: (vendor: Vendor) => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const add = useMutation({
    mutationFn: () => vendorsApi.create({ id: uuidv7(), name: name.trim(), phone: phone.trim() || null }),
    onSuccess: (vendor) => {
      void queryClient.invalidateQueries({ queryKey: ['vendors'] });
      toaster.success({ title: t.added(vendor.name) });
      onAdded(vendor);
      setOpen(false);
      setName('');
      setPhone('');
      setErrors({});
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (!fields.name && !fields.phone) toaster.error({ title: t.failed, description: error.message });
    },
  });

  const submit = () => {
    if (!name.trim()) return setErrors({ name: uiKit.form.required });
    add.mutate();
  };
  // Enter adds the vendor, not the purchase order around it.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  if (!open)
    return (
      <HStack gap="2" mt="1" data-testid="quick-vendor">
        {!hasVendors && (
          <Text fontSize="sm" color="fg.muted">
            {t.none}
          </Text>
        )}
        <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setOpen(true)}>
          <Plus />
          {t.open}
        </Button>
      </HStack>
    );
  return (
    <Stack gap="2" mt="2" p="3" borderWidth="1px" borderRadius="md" data-testid="quick-vendor">
      <FormField label={t.name} required error={errors.name}>
        <Input
          size="sm"
          name="quick_vendor_name"
          autoFocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={onEnter}
        />
      </FormField>
      <FormField label={t.phone} error={errors.phone}>
        <Input
          size="sm"
          name="quick_vendor_phone"
          inputMode="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          onKeyDown={onEnter}
        />
      </FormField>
      <HStack justify="end" gap="2">
        <Button size="xs" variant="ghost" onClick={() => (setOpen(false), setErrors({}))}>
          {t.cancel}
        </Button>
        <Button size="xs" colorPalette="teal" loading={add.isPending} onClick={submit}>
          {t.save}
        </Button>
      </HStack>
    </Stack>
  );
}
