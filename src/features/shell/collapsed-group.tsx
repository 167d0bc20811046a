/**
 * A group in the collapsed sidebar: its icon opens a menu of the group's links beside the bar. The
 * menu's code loads on demand (menu-on-demand.tsx); the icon button is here.
 */
import { IconButton } from '@chakra-ui/react';
import { menuOnDemand } from '../../components/menu-on-demand';
import type { GroupMenuProps } from './collapsed-group-part';
import { isActivePath } from './menu';

const GroupMenu = menuOnDemand<GroupMenuProps>(() =>
  import('./collapsed-group-part').then((m) => m.CollapsedGroupPart),
);

export function CollapsedGroup({ group, pathname }: GroupMenuProps) {
  const containsActive = group.items.some((item) => isActivePath(pathname, item.to));
  return (
    <GroupMenu
      group={group}
      pathname={pathname}
      trigger={
        <IconButton
          variant="ghost"
          w="full"
          h="10"
          aria-label={group.label}
          title={group.label}
          color={containsActive ? 'brand.fg' : 'fg.muted'}
          bg={containsActive ? 'brand.subtle' : undefined}
        >
          <group.icon />
        </IconButton>
      }
    />
  );
}
