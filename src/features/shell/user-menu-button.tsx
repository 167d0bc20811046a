/**
 * The account menu's button in the header: the initials, then the name from md. Named by its
 * text, not an aria-label, so that the name holds what is shown (WCAG 2.5.3, label in name):
 * "Tài khoản của bạn: <name>" at every width.
 */
import { Avatar, Button, Text, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { forwardRef } from 'react';
import { shellVi } from '../../i18n/shell';

export const UserMenuButton = forwardRef<HTMLButtonElement, ButtonProps & { name: string }>(function UserMenuButton(
  { name, ...rest },
  ref,
) {
  return (
    <Button ref={ref} variant="ghost" px="2" gap="2" data-testid="user-menu" {...rest}>
      {/* The initials repeat the name. */}
      <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
        <Avatar.Fallback name={name} />
      </Avatar.Root>
      <VisuallyHidden>{`${shellVi.header.userMenu}: `}</VisuallyHidden>
      <Text as="span" hideBelow="md" maxW="40" truncate fontWeight="medium">
        {name}
      </Text>
      <VisuallyHidden hideFrom="md">{name}</VisuallyHidden>
      <ChevronDown aria-hidden />
    </Button>
  );
});
