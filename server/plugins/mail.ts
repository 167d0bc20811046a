/**
 * Outgoing mail (DESIGN.md §1): with SMTP_URL set, messages go to that SMTP server; otherwise
 * each one is written as an .eml file in DATA_DIR/mail and its link is logged, so a person can
 * finish sign-up on a laptop with no mail server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about (activation, reset, invitation); logged in file mode. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

function fromAddress(appUrl: string): string {
  const host = new URL(appUrl).hostname;
  const domain = host.includes('.') ? host : `${host}.local`;
  return `"PharmaTill" <no-reply@${domain}>`;
}

async function mailPlugin(app: FastifyInstance) {
  const from = fromAddress(app.config.appUrl);
  const smtpUrl = app.config.smtpUrl;
  const mailDir = path.join(app.config.dataDir, 'mail');
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const mailer: Mailer = {
    async send(mail) {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      if (smtpUrl) return;
      await mkdir(mailDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(mailDir, `${stamp}-${safeTo}.eml`);
      await writeFile(file, (info as { message: Buffer }).message);
      app.log.info(
        { to: mail.to, subject: mail.subject, link: mail.link, file },
        `mail to ${mail.to} written to ${file}; link: ${mail.link ?? '-'}`,
      );
    },
  };
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => transport.close());
}

export default fp(mailPlugin, { name: 'mail' });
