/**
 * What the shop noted of the order's customer, under their name on the till, read from the till's
 * copy so it shows offline too: their allergies (dị ứng), with a warning naming the drugs in the
 * cart they may concern (src/domain/allergies.ts), and the record's note ("Tăng huyết áp, mua
 * Amlodipin hằng tháng", "Xuất hóa đơn công ty"). The pharmacist checks; the sale is not stopped.
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

interface Cautions {
  allergies: string;
  /** Names of the cart's products the allergies may concern. */
  concerned: string[];
  note: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function CustomerCautions({ customerId }: { customerId: string }) {
  const { db } = useTillSession();
  const items = useAtomValue(ticketAtom).items;
  // The products sold, as one key: the check runs again when one comes or goes, not on each quantity.
  const productKey = [...new Set(items.filter((item) => !item.is_return).map((item) => item.product_id))]
    .sort()
    .join(',');
  const [cautions, setCautions] = useState<Cautions | null>(null);

  useEffect(() => {
    let current = true;
    const read = async (): Promise<Cautions> => {
      const customer = await db.synced('customers').get(customerId);
      const allergies = textOf(customer?.allergies);
      const note = textOf(customer?.note);
      if (!allergies) return { allergies, concerned: [], note };
      const products = (await readProducts(db, productKey ? productKey.split(',') : [])).flatMap((row) =>
        row
          ? [{ id: row.id, name: String(row.name), active_ingredient: (row.active_ingredient as string) ?? null }]
          : [],
      );
      return { allergies, concerned: allergyMatches(allergies, products).map((product) => product.name), note };
    };
    read().then(
      (found) => current && setCautions(found),
      () => current && setCautions(null),
    );
    return () => {
      current = false;
    };
  }, [db, customerId, productKey]);

  if (!cautions || (!cautions.allergies && !cautions.note)) return null;
  const { allergies, concerned, note } = cautions;
  return (
    <Stack gap="1">
      {allergies && (
        <Text fontSize="xs" color="red.fg" fontWeight="semibold" data-testid="customer-allergies">
          {/* "Dị ứng Penicillin" as recorded, or "Dị ứng: Penicillin" when the record names only the drug. */}
          {normalizeSearch(allergies).startsWith('di ung') ? allergies : t.allergies(allergies)}
        </Text>
      )}
      {concerned.length > 0 && (
        // Tight padding: the cart's lines need the room on a 1280×800 till.
        <Alert.Root status="error" size="sm" px="2" py="1" gap="1.5" data-testid="allergy-warning">
          <Alert.Indicator />
          <Alert.Description>{t.allergyWarning(concerned.join(', '))}</Alert.Description>
        </Alert.Root>
      )}
      {note && (
        <Text fontSize="xs" color="fg.muted" lineClamp="1" title={note} data-testid="customer-note">
          {t.note(note)}
        </Text>
      )}
    </Stack>
  );
}
