/** One sidebar link: icon and label, highlighted when it is the current page or its sub-page. */
import { Box, Icon, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { MenuLink } from './menu';

export interface NavLinkProps {
  item: MenuLink;
  active: boolean;
  /** Icon only, with the label as its accessible name and tooltip. */
  iconOnly?: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}

export function NavLink({ item, active, iconOnly = false, nested = false, onNavigate }: NavLinkProps) {
  return (
    <Box
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      minH={iconOnly ? '10' : '9'}
      py="1.5"
      px={iconOnly ? '0' : '3'}
      ps={iconOnly ? '0' : nested ? '9' : '3'}
      justifyContent={iconOnly ? 'center' : 'flex-start'}
      borderRadius="l2"
      fontSize="sm"
      color={active ? 'brand.fg' : 'fg.muted'}
      bg={active ? 'brand.subtle' : 'transparent'}
      fontWeight={active ? 'semibold' : 'medium'}
      _hover={{ bg: active ? 'brand.muted' : 'bg.muted', color: active ? 'brand.fg' : 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
    >
      <Link
        to={item.to}
        aria-label={iconOnly ? item.label : undefined}
        title={iconOnly ? item.label : undefined}
        aria-current={active ? 'page' : undefined}
        data-menu-key={item.key}
        onClick={onNavigate}
      >
        <Icon boxSize={nested ? '4' : '5'} flexShrink="0">
          <item.icon />
        </Icon>
        {!iconOnly && <Text lineHeight="short">{item.label}</Text>}
      </Link>
    </Box>
  );
}
