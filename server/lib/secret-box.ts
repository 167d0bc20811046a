/**
 * Secrets at rest (a provider's password, a certificate's password): sealed with AES-256-GCM under
 * the server's data key, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url), opened only on the
 * server when it talks to the outside service. Never sent to a till or shown back to a user.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/** `key`: 32 bytes in base64 (the server's data key). */
export function createSecretBox(key: string): SecretBox {
  const keyBytes = Buffer.from(key, 'base64');
  if (keyBytes.length !== 32) throw new SecretBoxError('The data encryption key must be 32 bytes (base64).');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyBytes, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new SecretBoxError('Not a sealed secret.');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyBytes, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('The secret cannot be opened with this server key.');
      }
    },
  };
}
