/** A group in the collapsed sidebar: its icon opens a menu of the group's links beside the bar. */
import { Icon, IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { isActivePath, type MenuGroup } from './menu';

export function CollapsedGroup({ group, pathname }: { group: MenuGroup; pathname: string }) {
  const containsActive = group.items.some((item) => isActivePath(pathname, item.to));
  return (
    <Menu.Root positioning={{ placement: 'right-start', gutter: 8 }}>
      <Menu.Trigger asChild>
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
      </Menu.Trigger>
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
