/**
 * The signed-in user's menu in the header (SPEC.md §1): Tài khoản (→ /profile) and Đăng xuất, which
 * asks first while sales wait to sync (DESIGN.md §5). The menu's code loads when it is first used
 * (menu-on-demand.tsx).
 */
import { useSession } from '../../components/session';
import { menuOnDemand } from '../../components/menu-on-demand';
import { useGuardedLogout } from '../../components/sync/use-guarded-logout';
import { shellVi } from '../../i18n/shell';
import { UserMenuButton } from './user-menu-button';
import type { UserMenuProps } from './user-menu-list';

const AccountMenu = menuOnDemand<UserMenuProps>(
  () => import('./user-menu-list').then((m) => m.UserMenuList),
  // Until then, the same button.
  ({ name, email: _email, onLogout: _onLogout, ...button }) => <UserMenuButton name={name} {...button} />,
);

export function UserMenu() {
  const { user } = useSession();
  // Warns first when sales or other mutations still wait to be sent (DESIGN.md §5).
  const { requestLogout, dialog } = useGuardedLogout();
  const name = user?.full_name || user?.email || shellVi.header.account;
  return (
    <>
      <AccountMenu name={name} email={user?.email} onLogout={requestLogout} />
      {dialog}
    </>
  );
}
