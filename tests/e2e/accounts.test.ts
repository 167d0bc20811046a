/**
 * The account flows in Chromium against the real server, with mail delivered over SMTP to a real
 * receiver on loopback: sign-up and activation, store setup, inviting and accepting a cashier,
 * password recovery, declining an invitation, and a wrong password.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSmtpReceiver, type SmtpReceiver } from '../fixtures/smtp-receiver';
import { launchBrowser, newContext } from './browser';
import { ROOT, startServer, type RunningServer } from './server';

const SCREENS = path.join(ROOT, '.tmp', 'screens');
const ADMIN = { email: 'chu.nha.thuoc@example.vn', password: 'An-Khang-Duoc-2026' };
const CASHIER = { email: 'thu.ngan@example.vn', password: 'Quay-Thuoc-So1-2026' };

let browser: Browser;
let smtp: SmtpReceiver;
let server: RunningServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  smtp = await startSmtpReceiver();
  server = await startServer({ env: { SMTP_URL: smtp.url } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function freshPage(): Promise<Page> {
  const context = await newContext(browser, server.url);
  contexts.push(context);
  // Generous waits: the browser tests share two cores with everything else.
  context.setDefaultTimeout(60_000);
  return context.newPage();
}

/** The path and query of an e-mailed link, opened on the server under test. */
function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function mailLink(to: string, since: number): Promise<string> {
  const mail = await smtp.waitFor(to, { since, timeoutMs: 20_000 });
  return pathOf(smtp.linkOf(mail));
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=password]').press('Enter');
}

const sidebar = (page: Page) => page.getByTestId('app-sidebar');

describe('accounts in the browser', () => {
  it('signs up, opens the activation link from the mail, sets up the store and reaches the dashboard', async () => {
    const page = await freshPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Đăng nhập' }).waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'login.png') });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SCREENS, 'login-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: 'Đăng ký dùng thử miễn phí' }).click();
    await page.waitForURL('**/signup');
    await page.locator('input[name=name]').fill('Nhà thuốc An Khang');
    await page.locator('input[name=last_name]').fill('Nguyễn Thị');
    await page.locator('input[name=first_name]').fill('Mai');
    await page.locator('input[name=email]').fill(ADMIN.email);
    await page.locator('input[name=tel]').fill('0912 345 678');
    await page.locator('input[name=password]').fill(ADMIN.password);
    await page.screenshot({ path: path.join(SCREENS, 'signup.png') });
    const since = smtp.messages.length;
    await page.getByRole('button', { name: 'Đăng ký' }).click();

    await page.waitForURL('**/login');
    await expect(page.getByTestId('auth-alert').textContent()).resolves.toContain(
      'Vui lòng kiểm tra email để kích hoạt tài khoản',
    );

    // Not active yet: the server's own message.
    await logIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByTestId('auth-alert').textContent()).resolves.toContain('chưa được kích hoạt');

    const link = await mailLink(ADMIN.email, since);
    expect(link).toMatch(/^\/confirm\?uid=.+&token=.+/);
    await page.goto(link);
    await page.waitForURL('**/setup-store');
    await expect(page.locator('input[name=name]').inputValue()).resolves.toBe('Nhà thuốc An Khang');
    await expect(sidebar(page).count()).resolves.toBe(0);
    await page.locator('input[name=address]').fill('12 Lê Lợi, Phường Bến Thành, TP. Hồ Chí Minh');
    await page.locator('input[name=phone]').fill('028 3822 1234');
    await page.locator('input[name=gpp_certificate_number]').fill('GPP-0123/HCM');
    await page.locator('input[name=pharmacist_name]').fill('DS. Nguyễn Thị Mai');
    await page.screenshot({ path: path.join(SCREENS, 'setup-store.png'), fullPage: true });
    await page.getByRole('button', { name: 'Lưu và bắt đầu' }).click();
    await page.waitForURL('**/dashboard');
    await sidebar(page).getByText('Cài đặt').first().waitFor();

    // A new shop's first steps, none done yet, each with the page where it is done.
    const steps = page.getByTestId('getting-started');
    await expect(steps.getByTestId('getting-started-progress').textContent()).resolves.toBe('Đã xong 1/8 bước');
    await expect(
      steps.getByTestId('step-staff').getByRole('link', { name: 'Mời nhân viên' }).getAttribute('href'),
    ).resolves.toBe('/settings/staffs/create');
    await page.screenshot({ path: path.join(SCREENS, 'getting-started.png'), fullPage: true });
    // The empty catalogue says what goes in it and offers the product form, beside the import.
    await steps.getByRole('link', { name: 'Mở danh mục sản phẩm' }).click();
    await page.waitForURL('**/products');
    const empty = page.getByRole('cell').filter({ hasText: 'Chưa có sản phẩm nào.' });
    await empty.getByRole('link', { name: 'Thêm sản phẩm' }).waitFor();
    await page.getByRole('button', { name: 'Nhập từ file' }).waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'products-empty.png'), fullPage: true });
    await empty.getByRole('link', { name: 'Thêm sản phẩm' }).click();
    await page.waitForURL('**/products/create');
    await page.goto('/dashboard');
    // The shop starts with a till (and units and VAT rates): the first sale's step opens the register.
    await steps.getByRole('link', { name: 'Mở màn hình bán hàng' }).click();
    await page.waitForURL('**/pos');
    await page.getByTestId('register-open').getByText('Mở ca bán hàng').waitFor({ timeout: 30_000 });

    await page.goto('/settings/subscriptions');
    await expect(page.getByTestId('subscription-state').textContent()).resolves.toBe('Dùng thử');
    await expect(page.getByTestId('trial-days-left').textContent()).resolves.toBe('Còn 14 ngày dùng thử');
    await page.screenshot({ path: path.join(SCREENS, 'subscriptions.png') });

    await page.goto('/profile');
    await expect(page.getByTestId('profile-email').textContent()).resolves.toBe(ADMIN.email);
    await page.locator('input[name=tel]').fill('0912 000 111');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Đã lưu thông tin tài khoản.').waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'profile.png'), fullPage: true });

    // The same link cannot activate twice.
    await page.goto(link);
    await page.waitForURL('**/login');
    await expect(page.getByTestId('auth-alert').textContent()).resolves.toBe('Không thể xác nhận tài khoản!');
  });

  it('invites a cashier who accepts from the mail and sees only the cashier sidebar', async () => {
    const admin = await freshPage();
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL('**/dashboard');
    await admin.goto('/settings/staffs/create');
    await admin.locator('input[name=email]').fill(CASHIER.email);
    await admin.locator('input[name=last_name]').fill('Trần Văn');
    await admin.locator('input[name=first_name]').fill('Hùng');
    await admin.locator('select[name=role]').selectOption('cashier');
    const since = smtp.messages.length;
    await admin.getByRole('button', { name: 'Mời nhân viên' }).click();
    await admin.waitForURL('**/settings/staffs');
    const row = admin.getByRole('row', { name: new RegExp(CASHIER.email) });
    await expect(row.textContent()).resolves.toMatch(/Thu ngân.*Đã mời/);

    const link = await mailLink(CASHIER.email, since);
    expect(link).toMatch(/^\/invitations\?key=/);
    const page = await freshPage();
    await page.goto(link);
    await expect(page.getByTestId('invited-email').textContent()).resolves.toBe(CASHIER.email);
    await page.locator('input[name=last_name]').fill('Trần Văn');
    await page.locator('input[name=first_name]').fill('Hùng');
    await page.locator('input[name=tel]').fill('0987 654 321');
    await page.locator('input[name=password]').fill(CASHIER.password);
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await page.waitForURL('**/login');

    await logIn(page, CASHIER.email, CASHIER.password);
    await page.waitForURL('**/dashboard');
    const nav = sidebar(page);
    await nav.waitFor();
    const text = (await nav.textContent()) ?? '';
    for (const shown of ['Tổng quan', 'Bán hàng', 'Khách hàng']) expect(text).toContain(shown);
    for (const hidden of ['Sản phẩm', 'Nhập hàng', 'Cài đặt']) expect(text).not.toContain(hidden);

    // An accepted invitation link now leads to /login.
    await page.goto(link);
    await page.waitForURL('**/login');

    await admin.reload();
    await expect(admin.getByRole('row', { name: new RegExp(CASHIER.email) }).textContent()).resolves.toContain(
      'Đang hoạt động',
    );
    await admin.screenshot({ path: path.join(SCREENS, 'staffs.png') });

    // Deactivating revokes the cashier's sessions: their next call is refused, the refresh fails
    // too, and the browser goes to /login with token, roles, user and pos cleared (SPEC §8).
    await admin
      .getByRole('row', { name: new RegExp(CASHIER.email) })
      .getByRole('link')
      .click();
    await admin.waitForURL('**/settings/staffs/*/edit');
    await admin.locator('input[name=last_name]').waitFor();
    await admin.screenshot({ path: path.join(SCREENS, 'staff-edit.png') });
    await admin.getByRole('button', { name: 'Ngừng hoạt động' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Ngừng hoạt động' }).click();
    await admin.waitForURL('**/settings/staffs');
    await admin
      .getByRole('row', { name: new RegExp(CASHIER.email) })
      .getByText('Ngừng hoạt động')
      .waitFor();

    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await page.goto('/profile');
    await page.waitForURL('**/login');
    // Polled: the way to /login may still be navigating (its page context then goes away mid-read).
    await expect
      .poll(() =>
        page.evaluate(() => ['token', 'refresh_token', 'roles', 'user', 'pos'].map((k) => localStorage.getItem(k))),
      )
      .toEqual([null, null, null, null, null]);
    // A deactivated account is told so (code not_active_account, the server's message).
    await logIn(page, CASHIER.email, CASHIER.password);
    await expect(page.getByTestId('auth-alert').textContent()).resolves.toContain('vô hiệu hóa');
  });

  it('recovers a forgotten password from the mail and logs in with the new one', async () => {
    const page = await freshPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await page.waitForURL('**/forgot-password');
    // The login page also has an email field: wait for the forgot-password form (its chunk loads on the way).
    await page.getByRole('button', { name: 'Gửi hướng dẫn' }).waitFor();
    await page.locator('input[name=email]').fill(ADMIN.email);
    const since = smtp.messages.length;
    await page.getByRole('button', { name: 'Gửi hướng dẫn' }).click();
    await expect(page.getByTestId('auth-alert').textContent()).resolves.toContain('hướng dẫn đặt lại mật khẩu');

    const link = await mailLink(ADMIN.email, since);
    expect(link).toMatch(/^\/reset-password\?uid=.+&token=.+/);
    await page.goto(link);
    const newPassword = 'Mat-Khau-Moi-An-Khang-7';
    await page.locator('input[name=password]').fill(newPassword);
    await page.locator('input[name=password_confirmation]').fill(newPassword);
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByTestId('auth-alert').textContent()).resolves.toContain('Đặt lại mật khẩu thành công');

    await logIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByTestId('auth-alert').textContent()).resolves.toBe('Đăng nhập sai email hoặc mật khẩu!');
    await logIn(page, ADMIN.email, newPassword);
    await page.waitForURL('**/dashboard');
    ADMIN.password = newPassword;
  });

  it('declines an invitation and lands on `/`', async () => {
    const admin = await freshPage();
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL('**/dashboard');
    await admin.goto('/settings/staffs/create');
    await admin.locator('input[name=email]').fill('khong.nhan@example.vn');
    await admin.locator('input[name=last_name]').fill('Lê');
    await admin.locator('input[name=first_name]').fill('Bình');
    const since = smtp.messages.length;
    await admin.getByRole('button', { name: 'Mời nhân viên' }).click();
    await admin.waitForURL('**/settings/staffs');

    const firstLink = await mailLink('khong.nhan@example.vn', since);

    // Resending replaces the invitation: a new mail, and the old link no longer opens (→ /500).
    await admin
      .getByRole('row', { name: /khong\.nhan@example\.vn/ })
      .getByRole('link')
      .click();
    await admin.waitForURL('**/settings/staffs/*/edit');
    const resentSince = smtp.messages.length;
    await admin.getByRole('button', { name: 'Gửi lại lời mời' }).click();
    await admin.getByText('Đã gửi lại lời mời.').waitFor();
    const link = await mailLink('khong.nhan@example.vn', resentSince);
    expect(link).not.toBe(firstLink);
    const page = await freshPage();
    await page.goto(firstLink);
    await page.waitForURL('**/500');
    await page.goto(link);
    await page.getByTestId('invited-email').waitFor();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
    await page.getByRole('link', { name: 'Từ chối lời mời' }).click();
    // `/` sends a visitor without a session on to /login.
    await page.waitForURL('**/login');
    expect(visited).toContain('/invitations/reject');
    expect(visited).toContain('/');
    await expect(page.getByTestId('auth-alert').textContent()).resolves.toBe('Đã từ chối lời mời.');

    // The declined invitation cannot be opened again.
    const key = new URL(link, server.url).searchParams.get('key') ?? '';
    const lookup = await fetch(`${server.url}/api/v1/invitations?key=${encodeURIComponent(key)}`);
    expect(lookup.ok).toBe(false);
  });

  it('a wrong password says only that e-mail or password is wrong', async () => {
    const page = await freshPage();
    // `/Login` is the same screen: routes match case-insensitively (SPEC §2).
    await page.goto('/Login');
    await page.getByRole('button', { name: 'Đăng nhập' }).waitFor();
    await logIn(page, ADMIN.email, 'khong-dung-mat-khau');
    await expect(page.getByTestId('auth-alert').textContent()).resolves.toBe('Đăng nhập sai email hoặc mật khẩu!');
    await logIn(page, 'nguoi.la@example.vn', 'khong-dung-mat-khau');
    await expect(page.getByTestId('auth-alert').textContent()).resolves.toBe('Đăng nhập sai email hoặc mật khẩu!');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
