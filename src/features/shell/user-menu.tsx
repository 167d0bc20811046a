/**
 * The signed-in user's menu in the header (SPEC.md §1): Tài khoản (→ /profile) and Đăng xuất, which
 * asks first while sales wait to sync (DESIGN.md §5). The list's code loads on demand
 * (menu-on-demand.tsx); the button is here.
 */
import { Avatar, Button, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { menuOnDemand } from '../../components/menu-on-demand';
import { useSession } from '../../components/session';
import { useGuardedLogout } from '../../components/sync/use-guarded-logout';
import { shellVi } from '../../i18n/shell';
import type { UserMenuListProps } from './user-menu-part';

const UserMenuList = menuOnDemand<UserMenuListProps>(() => import('./user-menu-part').then((m) => m.UserMenuPart));

export function UserMenu() {
  const { user } = useSession();
  // Warns first when sales or other mutations still wait to be sent (DESIGN.md §5).
  const { requestLogout, dialog } = useGuardedLogout();
  const name = user?.full_name || user?.email || shellVi.header.account;
  return (
    <>
      <UserMenuList
        email={user?.email}
        onLogout={requestLogout}
        trigger={
          <Button
            variant="ghost"
            px="2"
            gap="2"
            aria-label={`${shellVi.header.userMenu}: ${name}`}
            data-testid="user-menu"
          >
            {/* Initials repeat the name: hidden from the accessible name, which must contain the visible text. */}
            <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
              <Avatar.Fallback name={name} />
            </Avatar.Root>
            <Text as="span" hideBelow="md" maxW="40" truncate fontWeight="medium">
              {name}
            </Text>
            <ChevronDown />
          </Button>
        }
      />
      {dialog}
    </>
  );
}
