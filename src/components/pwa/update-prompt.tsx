/**
 * Offers a waiting new version of the app. It is applied only when the cashier accepts, and
 * never while a sale is in progress (the till's cart holds lines).
 */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { viSync } from '../../i18n/sync';
import type { SignedInTill } from '../../till/signed-in-till';
import { applyUpdate, isUpdateWaiting, subscribeToUpdates } from './register-sw';

/** The cart stored on the till holds lines (signed out, no sale can be in progress here). */
async function saleInProgress(till: SignedInTill): Promise<boolean> {
  const session = till.current();
  return session ? (await session.db.cart.count()) > 0 : false;
}

/** Shown on every screen, signed in or not: `till` is the session it checks for a sale in progress. */
export function UpdatePrompt({ till }: { till: SignedInTill }) {
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [blocked, setBlocked] = useState(false);
  if (!waiting || dismissed) return null;
  const accept = async () => {
    if (await saleInProgress(till)) {
      setBlocked(true);
      return;
    }
    applyUpdate();
  };
  return (
    <Box
      position="fixed"
      top="3"
      right="3"
      zIndex="toast"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      shadow="lg"
      p="3"
      maxW="sm"
      role="status"
      data-testid="update-prompt"
    >
      <Text fontSize="sm" mb="2">
        {blocked ? viSync.updateBlockedBySale : viSync.updateAvailable}
      </Text>
      <HStack justify="flex-end">
        <Button size="xs" variant="ghost" onClick={() => setDismissed(true)}>
          {viSync.updateLater}
        </Button>
        <Button size="xs" colorPalette="teal" onClick={() => void accept()}>
          {viSync.updateNow}
        </Button>
      </HStack>
    </Box>
  );
}
