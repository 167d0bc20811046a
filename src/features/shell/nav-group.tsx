/** A sidebar group (point of sale, products…): a header that folds its links away, and the links. */
import { Box, chakra, Icon, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { isActivePath, type MenuGroup } from './menu';
import { NavLink } from './nav-link';

export interface NavGroupProps {
  group: MenuGroup;
  pathname: string;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

export function NavGroup({ group, pathname, open, onToggle, onNavigate }: NavGroupProps) {
  const listId = useId();
  const containsActive = group.items.some((item) => isActivePath(pathname, item.to));
  return (
    <Box role="group" aria-label={group.label}>
      <chakra.button
        type="button"
        display="flex"
        alignItems="center"
        gap="3"
        w="full"
        minH="9"
        px="3"
        borderRadius="l2"
        fontSize="sm"
        fontWeight="semibold"
        color={containsActive ? 'fg' : 'fg.muted'}
        _hover={{ bg: 'bg.muted', color: 'fg' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        <Icon boxSize="5" flexShrink="0">
          <group.icon />
        </Icon>
        <Text flex="1" textAlign="start" truncate>
          {group.label}
        </Text>
        <Icon boxSize="4" transition="transform 0.2s" transform={open ? 'rotate(0deg)' : 'rotate(-90deg)'}>
          <ChevronDown />
        </Icon>
      </chakra.button>
      <Stack id={listId} gap="0.5" mt="0.5" hidden={!open}>
        {group.items.map((item) => (
          <NavLink key={item.key} item={item} nested active={isActivePath(pathname, item.to)} onNavigate={onNavigate} />
        ))}
      </Stack>
    </Box>
  );
}
