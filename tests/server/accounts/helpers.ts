/**
 * Shared pieces of the account tests: an API on its own database that sends mail over SMTP to
 * a real receiver on loopback, and the sign-up → activation path as one call.
 */
import { startSmtpReceiver, type SmtpReceiver } from '../../fixtures/smtp-receiver';
import { createTestApp, type TestApp } from '../test-app';

export interface MailTestApp extends TestApp {
  smtp: SmtpReceiver;
}

export async function createMailTestApp(): Promise<MailTestApp> {
  const smtp = await startSmtpReceiver();
  // As behind a reverse proxy (TRUST_PROXY), so tests can speak from several client addresses.
  const t = await createTestApp({ smtpUrl: smtp.url, appUrl: 'http://pharmatill.test', trustProxy: true });
  return {
    ...t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

export const STRONG_PASSWORD = 'Duoc-Si-GPP-2025';

let counter = 0;
export function uniqueEmail(prefix = 'chu'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@nhathuoc.vn`;
}

export function signupBody(email: string) {
  return {
    name: 'Nhà thuốc Minh Châu',
    last_name: 'Phạm Thị',
    first_name: 'Hoa',
    email,
    tel: '0903123456',
    password: STRONG_PASSWORD,
  };
}

/** The uid and token of an e-mailed link. */
export function linkParams(link: string): Record<string, string> {
  return Object.fromEntries(new URL(link).searchParams.entries());
}

export interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string; roles: string[]; tenant_id: string };
}

/** Signs up, opens the activation mail, confirms: an active admin with a session. */
export async function signUpAndConfirm(t: MailTestApp, email = uniqueEmail()): Promise<Session & { email: string }> {
  const since = t.smtp.messages.length;
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/tenants/register', payload: signupBody(email) });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const mail = await t.smtp.waitFor(email, { since });
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/v1/confirm',
    payload: linkParams(t.smtp.linkOf(mail)),
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return { ...(confirm.json() as { data: Session }).data, email };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
