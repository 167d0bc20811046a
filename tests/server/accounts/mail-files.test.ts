import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMail, firstLink } from '../../fixtures/mime';
import { createTestApp, type TestApp } from '../test-app';
import { signupBody, uniqueEmail } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ smtpUrl: undefined, appUrl: 'http://localhost:8080' });
});
afterAll(() => t.close());

describe('mail without SMTP_URL', () => {
  it('writes each message as an .eml file in DATA_DIR/mail with a working link', async () => {
    const email = uniqueEmail('tep');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tenants/register', payload: signupBody(email) });
    expect(res.statusCode).toBe(201);
    const dir = path.join(t.config.dataDir, 'mail');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = parseMail(readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Kích hoạt tài khoản PharmaTill của bạn');
    const link = firstLink(mail)!;
    expect(link).toMatch(/^http:\/\/localhost:8080\/confirm\?uid=/);
    const params = Object.fromEntries(new URL(link).searchParams.entries());
    const confirm = await t.app.inject({ method: 'POST', url: '/api/v1/confirm', payload: params });
    expect(confirm.statusCode).toBe(200);
  });
});

describe('an unreachable SMTP server', () => {
  it('does not turn a committed sign-up into a 500; the account exists and can be re-mailed', async () => {
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const email = uniqueEmail('smtp-hong');
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/v1/tenants/register',
        payload: signupBody(email),
      });
      expect(res.statusCode).toBe(201);
      const login = await down.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email, password: signupBody(email).password },
      });
      expect(login.json().code).toBe('not_active_account');
    } finally {
      await down.close();
    }
  });
});
