/**
 * The till's own header: till name, register state, connection and pending pushes, cashier, and
 * the actions around the sale (parked orders, returns, close register, shortcuts, back office).
 */
import { Badge, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useSession } from '../../components/session';
import { formatDateTime } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { useSyncValue } from '../../till/use-sync-status';
import { dialogAtom, parkedOrdersAtom, registerAtom, stepAtom, tillAtom } from './atoms';
import { ShortcutKey } from './shortcut-key';

const t = posScreens.bar;
/** The help key sits beside the button's text where the text shows (xl), alone below it. */
const HELP_KEY_GAP = { base: '0', xl: '1' } as const;

export function PosBar() {
  const till = useAtomValue(tillAtom);
  const register = useAtomValue(registerAtom);
  const parked = useAtomValue(parkedOrdersAtom);
  const setDialog = useSetAtom(dialogAtom);
  // Each key is shown while it works: the sale step's keys on that step only.
  const step = useAtomValue(stepAtom);
  const online = useSyncValue((state) => state.online);
  const pending = useSyncValue((state) => state.pending);
  const { user } = useSession();
  return (
    <Flex align="center" gap="3" wrap="wrap" bg="bg" borderWidth="1px" rounded="lg" px="3" py="2" data-testid="pos-bar">
      <HStack gap="2">
        <Text fontWeight="bold">{till ? `${t.till}: ${till.name}` : ''}</Text>
        <Badge
          colorPalette={register ? 'green' : 'gray'}
          data-testid="register-state"
          title={register ? formatDateTime(register.opened_at) : undefined}
        >
          {register ? t.registerOpen : t.registerClosed}
        </Badge>
        <Badge colorPalette={online ? 'teal' : 'orange'} data-testid="pos-online" data-online={online}>
          {online ? t.online : t.offline}
        </Badge>
        {pending > 0 && (
          <Badge colorPalette="yellow" data-testid="pos-pending">
            {t.pending(pending)}
          </Badge>
        )}
        {/* The header names the user too: on a tablet the bar keeps to one line without it. */}
        <Text fontSize="sm" color="fg.muted" display={{ base: 'none', xl: 'block' }}>
          {`${t.cashier}: ${user?.full_name ?? ''}`}
        </Text>
      </HStack>
      <HStack gap="1" ml="auto" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setDialog('parked')} data-testid="open-parked">
          {t.parked} ({parked.length})
          <ShortcutKey step={step} action="parked" />
        </Button>
        <Button size="sm" variant="outline" disabled={!register} onClick={() => setDialog('returns')}>
          {t.returns}
          <ShortcutKey step={step} action="returns" />
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!register}
          onClick={() => setDialog('closeRegister')}
          data-testid="close-register"
        >
          {t.closeRegister}
          <ShortcutKey step={step} action="closeRegister" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setDialog('help')}
          data-testid="open-help"
          aria-label={t.help}
          title={t.help}
        >
          <Text as="span" display={{ base: 'none', xl: 'inline' }}>
            {t.help}
          </Text>
          <ShortcutKey step="pos" action="help" ms={HELP_KEY_GAP} />
        </Button>
        <Button size="sm" variant="ghost" asChild>
          <Link to="/dashboard">{t.backOffice}</Link>
        </Button>
      </HStack>
    </Flex>
  );
}
