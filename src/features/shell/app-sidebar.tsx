/** The sidebar of wide screens: brand, menu, and a collapse toggle whose state persists (atoms.ts). */
import { Box, Flex, IconButton } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { shellVi } from '../../i18n/shell';
import { sidebarCollapsedAtom } from './atoms';
import { Brand } from './brand';
import { HEADER_HEIGHT, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './constants';
import { NavMenu } from './nav-menu';

export function AppSidebar() {
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const label = collapsed ? shellVi.sidebar.expand : shellVi.sidebar.collapse;
  return (
    <Flex
      as="aside"
      data-testid="app-sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
      direction="column"
      position="sticky"
      top="0"
      h="100dvh"
      flexShrink="0"
      w={`${collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH}px`}
      transition="width 0.2s ease"
      bg="bg"
      borderEndWidth="1px"
    >
      <Flex
        h={`${HEADER_HEIGHT}px`}
        align="center"
        justify={collapsed ? 'center' : 'flex-start'}
        px={collapsed ? '2' : '5'}
        borderBottomWidth="1px"
        flexShrink="0"
      >
        <Brand compact={collapsed} />
      </Flex>
      <Box flex="1" overflowY="auto" overflowX="hidden">
        <NavMenu collapsed={collapsed} />
      </Box>
      <Flex borderTopWidth="1px" p="2" justify={collapsed ? 'center' : 'flex-end'}>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={label}
          title={label}
          aria-pressed={collapsed}
          onClick={() => setCollapsed(!collapsed)}
        >
          {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
        </IconButton>
      </Flex>
    </Flex>
  );
}
