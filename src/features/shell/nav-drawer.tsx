/**
 * The sidebar as a drawer on tablets and phones (SPEC.md §2): slides in from the start with a
 * backdrop that closes it, closes when a link is chosen, and on phones has a back control.
 */
import { Button, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useMediaQuery } from '../../components/use-media-query';
import { shellVi } from '../../i18n/shell';
import { Brand } from './brand';
import { DRAWER_WIDTH, HEADER_HEIGHT, MOBILE_QUERY } from './constants';
import { NavMenu } from './nav-menu';

export interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function NavDrawer({ open, onOpenChange }: NavDrawerProps) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop data-testid="nav-drawer-backdrop" />
        <Drawer.Positioner>
          <Drawer.Content data-testid="nav-drawer" w={`${DRAWER_WIDTH}px`} maxW="calc(100vw - 12px)">
            <Drawer.Header h={`${HEADER_HEIGHT}px`} py="0" px="4" borderBottomWidth="1px" flex="none">
              <Flex align="center" justify="space-between" w="full" gap="2">
                {mobile ? (
                  <Button variant="ghost" size="sm" ms="-2" onClick={close}>
                    <ArrowLeft />
                    {shellVi.page.back}
                  </Button>
                ) : (
                  <Brand onNavigate={close} />
                )}
                <Drawer.Title srOnly>{shellVi.sidebar.label}</Drawer.Title>
                {mobile ? (
                  <Brand compact onNavigate={close} />
                ) : (
                  <Drawer.CloseTrigger asChild position="static">
                    <CloseButton size="sm" aria-label={shellVi.sidebar.close} />
                  </Drawer.CloseTrigger>
                )}
              </Flex>
            </Drawer.Header>
            <Drawer.Body p="0">
              <NavMenu onNavigate={close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
