/** A group's icon in the collapsed sidebar, marked when the current page is one of its links. */
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { isActivePath, type MenuGroup } from './menu';

export interface CollapsedGroupProps {
  group: MenuGroup;
  pathname: string;
}

export const CollapsedGroupButton = forwardRef<HTMLButtonElement, IconButtonProps & CollapsedGroupProps>(
  function CollapsedGroupButton({ group, pathname, ...rest }, ref) {
    const containsActive = group.items.some((item) => isActivePath(pathname, item.to));
    return (
      <IconButton
        ref={ref}
        variant="ghost"
        w="full"
        h="10"
        aria-label={group.label}
        title={group.label}
        color={containsActive ? 'brand.fg' : 'fg.muted'}
        bg={containsActive ? 'brand.subtle' : undefined}
        {...rest}
      >
        <group.icon />
      </IconButton>
    );
  },
);
