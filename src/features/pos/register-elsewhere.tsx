/**
 * Sessions of the chosen till that the server has open but this till does not (opened on another
 * device, or here before the till's data was cleared). The cashier can continue one here: its
 * figures so far come along, so the closing count expects the right cash. Needs the network; with
 * none the list is simply not shown and a new session can still be opened offline.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { getPosRegister, posRegistersApi } from '../../api/pos-orders';
import { closingRegisterIds, continueRegister } from '../../db/pos-sales';
import type { OpenRegister } from '../../db/pos-state';
import type { PosRegisterSummary } from '../../domain/pos-orders-api';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { posMessages } from '../../i18n/pos';
import { posScreens } from '../../i18n/pos-screens';
import type { TillSession } from '../../till/session';
import { useTillSession } from '../../till/session-context';
import { useSyncValue } from '../../till/use-sync-status';
import { registerAtom } from './atoms';

const t = posScreens.register;

async function openElsewhere(session: TillSession, tillId: string): Promise<PosRegisterSummary[]> {
  const [page, closing] = await Promise.all([
    posRegistersApi.list({ state: 'open', pos_setting_id: tillId, page_size: 10 }),
    closingRegisterIds(session.db),
  ]);
  return page.data.filter((session) => !closing.has(session.id));
}

export function RegisterElsewhere({ tillId }: { tillId: string }) {
  const session = useTillSession();
  const online = useSyncValue((state) => state.online);
  const setRegister = useSetAtom(registerAtom);
  const [error, setError] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: ['pos-registers', 'open', tillId],
    queryFn: () => openElsewhere(session, tillId),
    enabled: online,
    retry: false,
  });

  const take = async (id: string) => {
    try {
      const detail = await getPosRegister(id);
      if (detail.state !== 'open') throw new Error('not open');
      const register: OpenRegister = {
        id: detail.id,
        pos_setting_id: detail.pos_setting.id,
        opened_at: detail.opened_at,
        opening_cash: detail.opening_cash,
        opened_by: detail.opened_by.id,
        opened_by_name: detail.opened_by.name,
        carried: { orderCount: detail.order_count, byMethod: detail.totals_by_method },
      };
      await continueRegister(session.db, register);
      setRegister(register);
    } catch {
      setError(t.continueFailed);
      void sessions.refetch();
    }
  };

  if (!online || !sessions.data?.length) return null;
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" bg="bg.subtle" data-testid="register-elsewhere">
      <Text fontWeight="semibold">{t.elsewhereTitle}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t.elsewhereHint}
      </Text>
      {sessions.data.map((session) => (
        <HStack key={session.id} justify="space-between" gap="2" data-testid="open-session">
          <Box fontSize="sm">
            <Text>
              {t.elsewhereRow(session.opened_by.name, formatDateTime(session.opened_at), session.order_count)}
            </Text>
            <Text color="fg.muted">{`${posMessages.register.openingCash}: ${formatMoney(session.opening_cash)}`}</Text>
          </Box>
          <Button size="sm" variant="outline" colorPalette="teal" onClick={() => void take(session.id)}>
            {t.continue}
          </Button>
        </HStack>
      ))}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t.orNew}
      </Text>
    </Stack>
  );
}
