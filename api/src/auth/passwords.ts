import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** Node's defaults (N=16384, r=8, p=1); tests may lower N through createApp options. */
export const DEFAULT_SCRYPT: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

// The async scrypt runs on the libuv pool, so hashing never blocks the event loop.
function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export interface PasswordHash {
  hash: string;
  salt: string;
}

export async function hashPassword(password: string, options: ScryptOptions = DEFAULT_SCRYPT): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, options);
  return { hash: key.toString('hex'), salt: salt.toString('hex') };
}

export async function verifyPassword(password: string, stored: PasswordHash, options: ScryptOptions = DEFAULT_SCRYPT): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = await scryptAsync(password, Buffer.from(stored.salt, 'hex'), options);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
