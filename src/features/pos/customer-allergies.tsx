/**
 * The order's customer's allergies (dị ứng) under their name on the till, read from the till's
 * copy so they show offline too, and a warning naming the drugs in the cart they may concern
 * (src/domain/allergies.ts). The pharmacist checks; the sale is not stopped.
 */
import { Alert, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { readProducts } from '../../db/product-records';
import { allergyMatches } from '../../domain/allergies';
import { normalizeSearch } from '../../domain/list-params';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { ticketAtom } from './atoms';

const t = posScreens.customer;

interface Allergies {
  text: string;
  /** Names of the cart's products the allergies may concern. */
  concerned: string[];
}

export function CustomerAllergies({ customerId }: { customerId: string }) {
  const { db } = useTillSession();
  const items = useAtomValue(ticketAtom).items;
  // The products sold, as one key: the check runs again when one comes or goes, not on each quantity.
  const productKey = [...new Set(items.filter((item) => !item.is_return).map((item) => item.product_id))]
    .sort()
    .join(',');
  const [allergies, setAllergies] = useState<Allergies | null>(null);

  useEffect(() => {
    let current = true;
    const read = async (): Promise<Allergies | null> => {
      const customer = await db.synced('customers').get(customerId);
      const text = typeof customer?.allergies === 'string' ? customer.allergies.trim() : '';
      if (!text) return null;
      const products = (await readProducts(db, productKey ? productKey.split(',') : [])).flatMap((row) =>
        row
          ? [{ id: row.id, name: String(row.name), active_ingredient: (row.active_ingredient as string) ?? null }]
          : [],
      );
      return { text, concerned: allergyMatches(text, products).map((product) => product.name) };
    };
    read().then(
      (found) => current && setAllergies(found),
      () => current && setAllergies(null),
    );
    return () => {
      current = false;
    };
  }, [db, customerId, productKey]);

  if (!allergies) return null;
  return (
    <Stack gap="1" px="2">
      <Text fontSize="sm" color="red.fg" fontWeight="medium" data-testid="customer-allergies">
        {/* "Dị ứng Penicillin" as recorded, or "Dị ứng: Penicillin" when the record names only the drug. */}
        {normalizeSearch(allergies.text).startsWith('di ung') ? allergies.text : t.allergies(allergies.text)}
      </Text>
      {allergies.concerned.length > 0 && (
        <Alert.Root status="error" size="sm" data-testid="allergy-warning">
          <Alert.Indicator />
          <Alert.Description>{t.allergyWarning(allergies.concerned.join(', '))}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
