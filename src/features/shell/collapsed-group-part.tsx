/** A collapsed sidebar group's menu of links (loaded on demand by collapsed-group.tsx). */
import { Icon, Menu, Portal } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { isActivePath, type MenuGroup } from './menu';

export interface GroupMenuProps {
  group: MenuGroup;
  pathname: string;
}

export function CollapsedGroupPart({ group, pathname, trigger }: GroupMenuProps & { trigger: ReactElement }) {
  return (
    <Menu.Root positioning={{ placement: 'right-start', gutter: 8 }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{group.label}</Menu.ItemGroupLabel>
              {group.items.map((item) => (
                <Menu.Item key={item.key} value={item.key} asChild>
                  <Link
                    to={item.to}
                    data-menu-key={item.key}
                    aria-current={isActivePath(pathname, item.to) ? 'page' : undefined}
                  >
                    <Icon boxSize="4" color="fg.muted">
                      <item.icon />
                    </Icon>
                    {item.label}
                  </Link>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
