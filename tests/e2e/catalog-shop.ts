/**
 * The shop the catalogue browser tests work in: the demo shop "Nhà thuốc Demo" when the server
 * seeded it, otherwise a shop registered through the API (sign-up, activation mail, store setup).
 */
import type { SmtpReceiver } from '../fixtures/smtp-receiver';

export const DEMO_ADMIN = { email: 'admin@demo.pharmatill.vn', password: 'Demo@12345' };

export interface Shop {
  email: string;
  password: string;
  token: string;
  demo: boolean;
}

async function post(url: string, path: string, body: unknown, token?: string, method = 'POST') {
  const response = await fetch(`${url}/api/v1/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as { data?: { access_token?: string } },
  };
}

/**
 * The server seeds the demo shop after it starts listening; wait until it has said it is running
 * (printed after the seed) or two minutes have passed, then fall back to registering a shop.
 */
export async function demoOrRegisteredShop(url: string, smtp: SmtpReceiver, output: () => string): Promise<Shop> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const demo = await post(url, 'login', DEMO_ADMIN);
    if (demo.status === 200 && demo.body.data?.access_token)
      return { ...DEMO_ADMIN, token: demo.body.data.access_token, demo: true };
    if (output().includes('PharmaTill is running') || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  const owner = { email: 'duoc.si.e2e@example.vn', password: 'Nha-Thuoc-E2E-2026' };
  const since = smtp.messages.length;
  const registered = await post(url, 'tenants/register', {
    name: 'Nhà thuốc Kiểm Thử',
    last_name: 'Phạm',
    first_name: 'Hòa',
    email: owner.email,
    tel: '0912345678',
    password: owner.password,
  });
  if (registered.status >= 300) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const mail = await smtp.waitFor(owner.email, { since, timeoutMs: 20_000 });
  const link = new URL(smtp.linkOf(mail));
  const confirmed = await post(url, 'confirm', {
    uid: link.searchParams.get('uid'),
    token: link.searchParams.get('token'),
  });
  const token = confirmed.body.data?.access_token;
  if (!token) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  const setup = await post(
    url,
    'tenants/setup',
    { name: 'Nhà thuốc Kiểm Thử', address: '12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh', phone: '0912345678' },
    token,
    'PUT',
  );
  if (setup.status >= 300) throw new Error(`setup failed: ${JSON.stringify(setup.body)}`);
  return { ...owner, token, demo: false };
}

/** Makes sure the named units of measure exist (the demo shop has them; a new shop does not). */
export async function ensureUoms(url: string, token: string, names: string[]): Promise<void> {
  const response = await fetch(`${url}/api/v1/uoms?page_size=100`, { headers: { authorization: `Bearer ${token}` } });
  const existing = ((await response.json()) as { data: { name: string }[] }).data.map((u) =>
    u.name.toLocaleLowerCase('vi'),
  );
  for (const name of names) if (!existing.includes(name)) await post(url, 'uoms', { name }, token);
}
