/**
 * The signed-in user's menu in the header (SPEC.md §1): Tài khoản (→ /profile) and Đăng xuất, which
 * asks first while sales wait to sync (DESIGN.md §5).
 */
import { Avatar, Button, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useSession } from '../../components/session';
import { useGuardedLogout } from '../../components/sync/use-guarded-logout';
import { shellVi } from '../../i18n/shell';

/** H2a's account page; a plain string so the menu does not depend on that route's file. */
const PROFILE_PATH: string = '/profile';

export function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  // Warns first when sales or other mutations still wait to be sent (DESIGN.md §5).
  const { requestLogout, dialog } = useGuardedLogout();
  const name = user?.full_name || user?.email || shellVi.header.account;
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          {/* Named by its text, not an aria-label, so that the name holds what is shown (WCAG 2.5.3,
              label in name): "Tài khoản của bạn: <name>" at every width, the name visible from md. */}
          <Button variant="ghost" px="2" gap="2" data-testid="user-menu">
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
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              {user?.email && (
                <Text px="2" py="1.5" fontSize="xs" color="fg.muted" truncate>
                  {user.email}
                </Text>
              )}
              <Menu.Item value="profile" onSelect={() => void navigate({ to: PROFILE_PATH })}>
                <UserRound />
                {shellVi.header.account}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item
                value="logout"
                color="fg.error"
                _hover={{ bg: 'bg.error', color: 'fg.error' }}
                onSelect={requestLogout}
              >
                <LogOut />
                {shellVi.header.logout}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {dialog}
    </>
  );
}
