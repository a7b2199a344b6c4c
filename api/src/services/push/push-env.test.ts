import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { DEFAULT_VAPID_SUBJECT } from './vapid-keys';

const publicKey = `B${'A'.repeat(86)}`;
const privateKey = 'A'.repeat(43);

describe('push environment', () => {
  it('defaults to a stored key pair, a 30-second round and no loopback', () => {
    expect(readEnv({}).push).toEqual({ vapid: { subject: DEFAULT_VAPID_SUBJECT }, intervalMs: 30_000, allowLoopback: false });
  });

  it("takes the operator's pair, contact, interval and loopback setting", () => {
    const env = readEnv({
      PROVANA_VAPID_PUBLIC_KEY: publicKey,
      PROVANA_VAPID_PRIVATE_KEY: privateKey,
      PROVANA_VAPID_SUBJECT: 'mailto:ops@example.com',
      PROVANA_PUSH_INTERVAL_MS: '5000',
      PROVANA_PUSH_ALLOW_LOOPBACK: 'true',
    });
    expect(env.push).toEqual({ vapid: { keys: { publicKey, privateKey }, subject: 'mailto:ops@example.com' }, intervalMs: 5000, allowLoopback: true });
  });

  it.each([
    [{ PROVANA_VAPID_PUBLIC_KEY: publicKey }, /set both or neither/],
    [{ PROVANA_VAPID_PUBLIC_KEY: 'short', PROVANA_VAPID_PRIVATE_KEY: privateKey }, /PROVANA_VAPID_PUBLIC_KEY: must be 65 bytes/],
    [{ PROVANA_VAPID_SUBJECT: 'ops@example.com' }, /PROVANA_VAPID_SUBJECT/],
    [{ PROVANA_PUSH_INTERVAL_MS: '10' }, /PROVANA_PUSH_INTERVAL_MS/],
  ])('refuses %j at start-up', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});
