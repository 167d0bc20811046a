/**
 * The header of the signed-in area: the menu button on tablets and phones (or the brand where the
 * sidebar is hidden), then sync state, the point-of-sale shortcut, notifications and the user menu.
 * Those controls come a frame after the page's first paint (and the till's first screen, which it
 * reads from its database), all together at the header's end, so that nothing on screen moves when
 * they arrive.
 */
import { Button, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Menu as MenuIcon, MonitorSmartphone } from 'lucide-react';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { shellVi } from '../../i18n/shell';
import { Brand } from './brand';
import { HEADER_HEIGHT } from './constants';
import { InstallAppButton } from '../../components/pwa/install-button';
import { NotificationBell } from './notification-bell';
import { SyncIndicator } from './sync-indicator';
import { UserMenu } from './user-menu';

export interface AppHeaderProps {
  /** Shows the button that opens the navigation drawer. */
  onOpenMenu?: () => void;
  /** Shows the brand at the start (when there is no sidebar to carry it). */
  showBrand?: boolean;
}

export function AppHeader({ onOpenMenu, showBrand = false }: AppHeaderProps) {
  const controls = useAfterFirstPaint();
  return (
    <Flex
      as="header"
      data-testid="app-header"
      h={`${HEADER_HEIGHT}px`}
      align="center"
      gap="2"
      px={{ base: '2', md: '4' }}
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
      flexShrink="0"
    >
      {onOpenMenu && (
        <IconButton
          variant="ghost"
          aria-label={shellVi.sidebar.open}
          title={shellVi.sidebar.open}
          onClick={onOpenMenu}
          data-testid="open-nav"
        >
          <MenuIcon />
        </IconButton>
      )}
      {showBrand && <Brand compact={Boolean(onOpenMenu)} nameFromSm />}
      {controls && (
        <HStack gap={{ base: '1', md: '2' }} ms="auto">
          <SyncIndicator />
          <InstallAppButton />
          <Button asChild colorPalette="brand" size="sm" px={{ base: '2.5', md: '3' }}>
            <Link to="/pos" aria-label={shellVi.header.posShortcut} title={shellVi.header.posShortcut}>
              <MonitorSmartphone />
              <Text as="span" hideBelow="sm">
                {shellVi.header.posShortcut}
              </Text>
            </Link>
          </Button>
          <NotificationBell />
          <UserMenu />
        </HStack>
      )}
    </Flex>
  );
}
