/**
 * A signed-in session for the layout checks of the shell: the stored session of SPEC.md §3
 * (token, user, roles) written into localStorage, as login would leave it.
 */
import type { Page } from 'playwright-core';

export type ShellRole = 'admin' | 'cashier';

const PEOPLE: Record<ShellRole, { full_name: string; email: string }> = {
  admin: { full_name: 'Nguyễn Thị Lan', email: 'lan@nhathuocbinhan.vn' },
  cashier: { full_name: 'Trần Văn Hùng', email: 'hung@nhathuocbinhan.vn' },
};

export async function signInStored(page: Page, role: ShellRole): Promise<void> {
  await page.goto('/404');
  await page.evaluate(
    ({ role, person }) => {
      localStorage.setItem('token', `layout-check-${role}`);
      localStorage.setItem('user', JSON.stringify({ id: `user-${role}`, ...person, roles: [role] }));
      localStorage.setItem('roles', JSON.stringify([role]));
    },
    { role, person: PEOPLE[role] },
  );
}
