/**
 * The sidebar's entries for the signed-in user (menu.ts decides what they may see). Wide, groups
 * fold open and closed; collapsed, each entry is an icon and a group opens a side menu.
 */
import { Stack } from '@chakra-ui/react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useSession } from '../../components/session';
import { shellVi } from '../../i18n/shell';
import { CollapsedGroup } from './collapsed-group';
import { isActivePath, visibleMenu } from './menu';
import { routePermission } from '../../components/route-permission';
import { NavGroup } from './nav-group';
import { NavLink } from './nav-link';

export interface NavMenuProps {
  collapsed?: boolean;
  /** Called after a link is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
}

export function NavMenu({ collapsed = false, onNavigate }: NavMenuProps) {
  const { roles } = useSession();
  const router = useRouter();
  const entries = useMemo(() => visibleMenu(roles, routePermission(router)), [roles, router]);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (key: string) =>
    setFolded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Stack as="nav" aria-label={shellVi.sidebar.label} gap="0.5" px={collapsed ? '2' : '3'} py="3">
      {entries.map((entry) => {
        if (entry.kind === 'link') {
          return (
            <NavLink
              key={entry.key}
              item={entry}
              iconOnly={collapsed}
              active={isActivePath(pathname, entry.to)}
              onNavigate={onNavigate}
            />
          );
        }
        if (collapsed) return <CollapsedGroup key={entry.key} group={entry} pathname={pathname} />;
        return (
          <NavGroup
            key={entry.key}
            group={entry}
            pathname={pathname}
            open={!folded.has(entry.key)}
            onToggle={() => toggle(entry.key)}
            onNavigate={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
