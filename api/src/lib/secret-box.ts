// Secrets at rest (a connected calendar's password, a webhook endpoint's signing secret): AES-256-GCM under the operator's key. The key is
// PROVANA_SECRET_KEY (32 bytes, base64 or hex); without it the server makes one at its first start in
// a file beside the SQLite database, readable by its owner alone (mode 0600). Several processes of one
// installation must share the key: on PostgreSQL the operator sets it (the README says so).
// A sealed value is 'v1.<iv>.<tag>.<ciphertext>' (base64url): a fresh 12-byte IV each time.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface SecretBox {
  seal: (plain: string) => string;
  /** Throws when the value was sealed under another key or altered. */
  open: (sealed: string) => string;
}

const KEY_BYTES = 32;

/** The key from its text (base64 or hex), or an error naming the variable. */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('PROVANA_SECRET_KEY must be 32 bytes, written as base64 or 64 hex digits');
  return key;
}

/** The key file's content, made once (the first process to create it wins; the others read it). */
function keyFromFile(file: string): Buffer {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseSecretKey(fs.readFileSync(file, 'utf8'));
}

/**
 * The installation's key: PROVANA_SECRET_KEY, else the key file beside the SQLite database
 * (`<database>.key`), else (an in-memory database) one for this process only.
 */
export function loadSecretKey(options: { secretKey?: string | undefined; databaseFile: string }): Buffer {
  if (options.secretKey) return parseSecretKey(options.secretKey);
  if (options.databaseFile === ':memory:') return randomBytes(KEY_BYTES);
  return keyFromFile(`${options.databaseFile}.key`);
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error('The secret key must be 32 bytes');
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open: (sealed) => {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
