/**
 * The order's customer: searched in the till database by name or phone, or created at the
 * counter (saved on the till at once and queued as `customer.create`, so it works offline). The
 * chosen customer's allergies and note show under their name; online, what they owe and their last
 * purchase, to sell again.
 */
import { Box, Button, CloseButton, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { createCustomerAtCounter, customerWithPhone } from '../../db/customers';
import { searchCustomers, type PartyRow } from '../../db/pos-catalog';
import { posScreens } from '../../i18n/pos-screens';
import type { TillSession } from '../../till/session';
import { useTillSession } from '../../till/session-context';
import { useSyncValue } from '../../till/use-sync-status';
import { ticketAtom } from './atoms';
import { chooseCustomer } from './cart-actions';
import { focusHome } from './focus';
import { ShortcutKey } from './shortcut-key';
import { tillAction } from './till-action';

const t = posScreens.customer;
const CustomerDebt = lazyPart(() => import('./customer-debt').then((m) => m.CustomerDebt), null);
// Loaded with the first customer chosen (precached, so offline too), not with the till's screen (issue 16).
const CustomerCautions = lazyPart(() => import('./customer-cautions').then((m) => m.CustomerCautions), null);
const CustomerLastSale = lazyPart(() => import('./customer-last-sale').then((m) => m.CustomerLastSale), null);

const choose = (session: TillSession, customer: PartyRow | null) =>
  chooseCustomer(session, customer && { id: customer.id, name: customer.name, phone: customer.phone });

export function CustomerBox({ readOnly }: { readOnly: boolean }) {
  const session = useTillSession();
  const { customer, order } = useAtomValue(ticketAtom);
  const online = useSyncValue((state) => state.online);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<PartyRow[]>([]);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  // A notice is about the customer it chose (or none): it goes when the order's customer changes.
  const [notice, setNotice] = useState<{ ok: boolean; text: string; customerId: string | null } | null>(null);
  // One customer per Save: a double click would otherwise queue the same person twice.
  const saving = useRef(false);

  const search = (value: string) => {
    setQuery(value);
    void searchCustomers(session.db, value).then(setFound);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    saving.current = true;
    try {
      await save();
    } finally {
      saving.current = false;
    }
  };

  const save = async () => {
    const input = { full_name: name, phone: phone.trim() || null };
    // The schema loads with the first customer added here, not with the till's screen (issue 16).
    const { customerCreateArgs } = await import('../../domain/mutation-args');
    if (!customerCreateArgs.omit({ id: true }).safeParse(input).success) {
      setNotice({ ok: false, text: t.invalid, customerId: null });
      return;
    }
    // A phone already on file is that customer's: the server would refuse a second one with it.
    const holder = input.phone ? await customerWithPhone(session.db, input.phone) : undefined;
    const row = holder ?? (await createCustomerAtCounter(session.db, input));
    await choose(session, {
      id: row.id,
      name: String(row.full_name),
      phone: (row.phone as string | null) ?? null,
      detail: null,
    });
    setNotice(
      holder
        ? { ok: false, text: t.phoneHeld(String(holder.full_name)), customerId: row.id }
        : { ok: true, text: t.saved(String(row.full_name)), customerId: row.id },
    );
    setName('');
    setPhone('');
  };

  return (
    <Stack gap="1">
      {customer ? (
        <>
          <HStack justify="space-between" align="start" bg="bg.muted" px="2" py="1" rounded="md">
            <Stack gap="0.5" flex="1" minW="0">
              <Text fontSize="sm" data-testid="order-customer">
                <Text as="span" color="fg.muted">{`${t.label}: `}</Text>
                {customer.name}
                {customer.phone ? ` · ${customer.phone}` : ''}
              </Text>
              <CustomerCautions customerId={customer.id} />
            </Stack>
            {!readOnly && (
              <CloseButton
                size="2xs"
                aria-label={t.remove}
                onClick={() => void tillAction('customer', () => choose(session, null))}
              />
            )}
          </HStack>
          {!readOnly && online && <CustomerDebt customer={customer} />}
          {!readOnly && online && order.type === 'sale' && <CustomerLastSale customerId={customer.id} />}
        </>
      ) : (
        !readOnly && (
          <Box position="relative">
            <InputGroup endElement={<ShortcutKey step="pos" action="customer" />}>
              <Input
                size="sm"
                name="customer-search"
                aria-label={t.label}
                placeholder={t.placeholder}
                value={query}
                onChange={(event) => search(event.currentTarget.value)}
                // Enter takes the first customer found; Esc gives the keys back to the page.
                onKeyDown={(event) => {
                  const first = found[0];
                  if (event.key === 'Enter' && query && first) {
                    event.preventDefault();
                    void tillAction('customer', () => choose(session, first)).then(() => {
                      search('');
                      focusHome();
                    });
                  } else if (event.key === 'Escape') {
                    search('');
                    focusHome();
                  }
                }}
                autoComplete="off"
              />
            </InputGroup>
            {query && found.length > 0 && (
              <Stack
                position="absolute"
                zIndex="dropdown"
                top="100%"
                left="0"
                right="0"
                bg="bg"
                borderWidth="1px"
                rounded="md"
                shadow="md"
                gap="0"
              >
                {found.map((row) => (
                  <Box
                    key={row.id}
                    as="button"
                    textAlign="start"
                    px="2"
                    py="1.5"
                    fontSize="sm"
                    _hover={{ bg: 'bg.muted' }}
                    onClick={() => void tillAction('customer', () => choose(session, row)).then(() => search(''))}
                  >
                    {row.name}
                    {row.phone ? ` · ${row.phone}` : ''}
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        )
      )}
      {/* Only while no customer is chosen: once one is, the form would only take the cart's room. */}
      {!readOnly && !customer && (
        <HStack
          as="form"
          gap="1"
          onSubmit={(event) => void tillAction('customer', () => create(event))}
          data-testid="quick-customer"
          aria-label={t.newTitle}
        >
          <Input
            size="xs"
            name="full_name"
            placeholder={t.name}
            aria-label={t.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Input
            size="xs"
            name="phone"
            type="tel"
            placeholder={t.phone}
            aria-label={t.phone}
            width="32"
            flexShrink="0"
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
          />
          <Button size="xs" type="submit" variant="outline">
            {t.save}
          </Button>
        </HStack>
      )}
      {/* Outside the form, which goes with the customer it chose: "phone already on file" stays read. */}
      {!readOnly && notice && notice.customerId === (customer?.id ?? null) && (
        <Text srOnly={notice.ok} role="status" color="fg.error" fontSize="xs">
          {notice.text}
        </Text>
      )}
    </Stack>
  );
}
