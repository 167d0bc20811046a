/** The user menu's list (loaded on demand by user-menu.tsx): Tài khoản and Đăng xuất. */
import { Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { LogOut, UserRound } from 'lucide-react';
import type { ReactElement } from 'react';
import { shellVi } from '../../i18n/shell';

/** H2a's account page; a plain string so the menu does not depend on that route's file. */
const PROFILE_PATH: string = '/profile';

export interface UserMenuListProps {
  email: string | undefined;
  onLogout: () => void;
}

export function UserMenuPart({ email, onLogout, trigger }: UserMenuListProps & { trigger: ReactElement }) {
  const navigate = useNavigate();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {email && (
              <Text px="2" py="1.5" fontSize="xs" color="fg.muted" truncate>
                {email}
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
              onSelect={onLogout}
            >
              <LogOut />
              {shellVi.header.logout}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
