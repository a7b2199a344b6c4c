import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSecretKey, parseSecretKey, secretBox } from './secret-box';

describe('secrets at rest', () => {
  it('seals with AES-256-GCM under the key, opens only under the same key, and refuses an altered value', () => {
    const key = randomBytes(32);
    const sealed = secretBox(key).seal('app-password-1');
    expect(sealed).not.toContain('app-password');
    expect(sealed).not.toBe(secretBox(key).seal('app-password-1'));
    expect(secretBox(key).open(sealed)).toBe('app-password-1');
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => secretBox(key).open(altered)).toThrow();
  });

  it('takes PROVANA_SECRET_KEY as base64 or hex, else makes a key file beside the database readable by its owner alone', () => {
    const key = randomBytes(32);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(() => parseSecretKey('short')).toThrow('PROVANA_SECRET_KEY must be 32 bytes');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-key-'));
    try {
      const databaseFile = path.join(dir, 'provana.db');
      const made = loadSecretKey({ databaseFile });
      expect(fs.statSync(`${databaseFile}.key`).mode & 0o777).toBe(0o600);
      expect(loadSecretKey({ databaseFile })).toEqual(made);
      expect(loadSecretKey({ secretKey: key.toString('base64'), databaseFile })).toEqual(key);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
