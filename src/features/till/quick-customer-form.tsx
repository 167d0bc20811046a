/**
 * A customer made at the counter: saved on the till at once and queued for the server in the
 * same transaction, so it works offline and reaches the server exactly once.
 */
import { Alert, Button, Field, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { createCustomerAtCounter } from '../../db/customers';
import { customerCreateArgs } from '../../domain/mutation-args';
import { viSync } from '../../i18n/sync';
import { currentTill } from '../../sync/till-sync';

const t = viSync.till;

export function QuickCustomerForm() {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const till = currentTill();
    const input = { full_name: name, phone: phone.trim() || null };
    if (!till || !customerCreateArgs.omit({ id: true }).safeParse(input).success) {
      setNotice({ ok: false, text: t.customerInvalid });
      return;
    }
    const row = await createCustomerAtCounter(till.db, input);
    setNotice({ ok: true, text: t.customerSaved(String(row.full_name)) });
    setName('');
    setPhone('');
  };

  return (
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)} data-testid="quick-customer">
      <Heading size="sm">{t.customerTitle}</Heading>
      <HStack align="end" wrap="wrap">
        <Field.Root required flex="2" minW="48">
          <Field.Label>{t.customerName}</Field.Label>
          <Input name="full_name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root flex="1" minW="36">
          <Field.Label>{t.customerPhone}</Field.Label>
          <Input name="phone" type="tel" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} />
        </Field.Root>
        <Button type="submit" colorPalette="teal">
          {t.customerSave}
        </Button>
      </HStack>
      {notice && (
        <Alert.Root status={notice.ok ? 'success' : 'error'} role="status">
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
