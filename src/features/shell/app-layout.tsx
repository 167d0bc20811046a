/**
 * The signed-in layout (SPEC.md §2): sidebar, header and content. On tablets and phones the
 * sidebar becomes a drawer; routes with `hideSidebar` (/pos, /setup-store) have none; a route whose
 * permission the user lacks shows the "no permission" page instead of its content, and one the
 * subscription guard would close shows "subscription expired" (never today: SPEC.md §1).
 */
import { Box, Flex } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { lazyOverlay } from '../../components/lazy-overlay';
import { NoPermission } from '../../components/no-permission';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../components/session';
import { SubscriptionRequired, useSubscriptionGate } from '../../components/subscription-gate';
import { useMediaQuery } from '../../components/use-media-query';
import { useRouteMeta } from '../../components/use-route-meta';
import { hasPermission } from '../../domain/permissions';
import { vi } from '../../i18n/messages';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { NARROW_SCREEN_QUERY } from './constants';

// Only on a narrow screen, once its button is pressed: its code loads when it first opens.
const NavDrawer = lazyOverlay(() => import('./nav-drawer').then((m) => m.NavDrawer));

export function AppLayout({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  const { roles } = useSession();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The drawer is open only on the page it was opened on: any page change (link, back button,
  // redirect) leaves it closed.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === pathname;
  const setDrawerOpen = (open: boolean) => setDrawerOpenOn(open ? pathname : null);
  const withSidebar = !meta.hideSidebar;
  const allowed = meta.permission === undefined || hasPermission(roles, meta.permission);
  const subscription = useSubscriptionGate(pathname);

  useEffect(() => {
    document.title = meta.title ? `${meta.title} · ${vi.app.name}` : vi.app.name;
    return () => {
      document.title = vi.app.name;
    };
  }, [meta.title]);

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      {withSidebar && !narrow && <AppSidebar />}
      <Flex direction="column" flex="1" minW="0">
        <AppHeader
          onOpenMenu={withSidebar && narrow ? () => setDrawerOpen(true) : undefined}
          showBrand={!withSidebar || narrow}
        />
        <Box as="main" flex="1" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} minW="0">
          {!allowed ? (
            <>
              <PageHeader />
              <NoPermission />
            </>
          ) : !subscription.allowed ? (
            <>
              <PageHeader />
              <SubscriptionRequired />
            </>
          ) : (
            children
          )}
        </Box>
      </Flex>
      {withSidebar && narrow && <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />}
    </Flex>
  );
}
