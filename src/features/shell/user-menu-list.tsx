/** The account menu itself (user-menu.tsx): Tài khoản (→ /profile) and Đăng xuất. */
import { Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { LogOut, UserRound } from 'lucide-react';
import { useRef } from 'react';
import { useOpenOnMount, type OpenedWith } from '../../components/menu-on-demand';
import { shellVi } from '../../i18n/shell';
import { UserMenuButton } from './user-menu-button';

/** H2a's account page; a plain string so the menu does not depend on that route's file. */
const PROFILE_PATH: string = '/profile';

export interface UserMenuProps {
  name: string;
  email: string | undefined;
  onLogout: () => void;
}

export function UserMenuList({ name, email, onLogout, openedWith }: UserMenuProps & { openedWith: OpenedWith }) {
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  useOpenOnMount(trigger, openedWith);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <UserMenuButton ref={trigger} name={name} />
      </Menu.Trigger>
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
