/** The menu of a group in the collapsed sidebar (collapsed-group.tsx): the group's links beside the bar. */
import { Icon, Menu, Portal } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useOpenOnMount, type OpenedWith } from '../../components/menu-on-demand';
import { CollapsedGroupButton, type CollapsedGroupProps } from './collapsed-group-button';
import { isActivePath } from './menu';

export function CollapsedGroupMenu({ group, pathname, openedWith }: CollapsedGroupProps & { openedWith: OpenedWith }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useOpenOnMount(trigger, openedWith);
  return (
    <Menu.Root positioning={{ placement: 'right-start', gutter: 8 }}>
      <Menu.Trigger asChild>
        <CollapsedGroupButton ref={trigger} group={group} pathname={pathname} />
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
