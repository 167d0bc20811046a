/** The Vietnamese e-mails of accounts: activation, password reset and staff invitation. */
import { authMessages } from '../../../src/i18n/auth';
import type { OutgoingMail } from '../../plugins/mail';

const t = authMessages.mail;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function compose(
  to: string,
  subject: string,
  name: string,
  intro: string,
  action: string,
  link: string,
  expiry: string,
): OutgoingMail {
  const text = [t.greeting(name), '', intro, '', link, '', expiry, t.ignore, '', t.signature, ''].join('\n');
  const html = `<!doctype html><html lang="vi"><body style="font-family:Arial,sans-serif;color:#1a202c">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#4a5568">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#4a5568">${escapeHtml(expiry)} ${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature).replace('\n', '<br>')}</p>
</body></html>`;
  return { to, subject, text, html, link };
}

function link(appUrl: string, route: string, params: Record<string, string>): string {
  return `${appUrl}/${route}?${new URLSearchParams(params).toString()}`;
}

export function activationMail(
  appUrl: string,
  to: string,
  name: string,
  store: string,
  uid: string,
  token: string,
): OutgoingMail {
  const a = t.activation;
  return compose(to, a.subject, name, a.body(store), a.action, link(appUrl, 'confirm', { uid, token }), a.expiry);
}

export function resetMail(appUrl: string, to: string, name: string, uid: string, token: string): OutgoingMail {
  const r = t.reset;
  return compose(to, r.subject, name, r.body, r.action, link(appUrl, 'reset-password', { uid, token }), r.expiry);
}

export function invitationMail(
  appUrl: string,
  to: string,
  name: string,
  store: string,
  role: 'admin' | 'cashier',
  key: string,
): OutgoingMail {
  const i = t.invitation;
  return compose(
    to,
    i.subject(store),
    name,
    i.body(store, authMessages.roles[role]),
    i.action,
    link(appUrl, 'invitations', { key }),
    i.expiry,
  );
}
