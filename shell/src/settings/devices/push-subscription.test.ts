// The device's name in the reminders list, and the VAPID key turned into PushManager's bytes.
import { describe, expect, it } from 'vitest';
import { deviceName, keyBytes } from './push-subscription';

describe('deviceName', () => {
  it('names the browser and the system, enough to tell devices apart', () => {
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    );
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iPhone');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe(
      'Edge on Windows',
    );
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0')).toBe('Firefox on Mac');
    expect(deviceName('curl/8.0')).toBe('Browser on this device');
  });
});

describe('keyBytes', () => {
  it('decodes base64url without padding into the raw key', () => {
    const raw = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const base64Url = Buffer.from(raw).toString('base64url');
    expect(base64Url).not.toContain('=');
    expect([...keyBytes(base64Url)]).toEqual([...raw]);
  });
});
