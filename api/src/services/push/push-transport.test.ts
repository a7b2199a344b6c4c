// Where the server may send a push request: https only, never into a private network, http:// only
// to loopback where allowed, and to the address that was checked whatever the name resolves to later.
import { afterEach, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService } from '../../../test/support/fake-push-service';
import { sendPushRequest } from './push-transport';

const request = (endpoint: string) => ({ endpoint, method: 'POST', headers: { TTL: 60, 'Content-Length': 2 }, body: Buffer.from('hi') });

let service: FakePushService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('push transport', () => {
  it.each([
    ['a private address', 'https://10.1.2.3/push/a', true],
    ['the metadata address', 'https://169.254.169.254/latest', true],
    ['loopback without the operator allowing it', 'https://127.0.0.1/push/a', false],
    ['plain http:// without the operator allowing it', 'http://127.0.0.1/push/a', false],
    ['another scheme', 'ftp://push.example.com/a', true],
  ])('refuses %s without connecting', async (_case, endpoint, allowLoopback) => {
    expect(await sendPushRequest(request(endpoint), { allowLoopback })).toEqual({ error: expect.any(String) });
  });

  it('refuses a name with any private address among its answers', async () => {
    const resolve = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: '192.168.1.5', family: 4 },
      ]);
    expect(await sendPushRequest(request('https://push.example.com/a'), { allowLoopback: false, resolve })).toEqual({ error: 'refused address' });
  });

  it('refuses plain http:// to a public address even where loopback is allowed', async () => {
    const resolve = () => Promise.resolve([{ address: '93.184.216.34', family: 4 }]);
    expect(await sendPushRequest(request('http://push.example.com/a'), { allowLoopback: true, resolve })).toEqual({ error: 'http:// outside loopback' });
  });

  it('sends to the checked loopback address with the name kept in Host, and returns the status', async () => {
    service = await startFakePushService();
    service.answer('a', 410);
    const port = new URL(service.origin).port;
    const resolve = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    expect(await sendPushRequest(request(`http://push.test:${port}/push/a`), { allowLoopback: true, resolve })).toEqual({ status: 410 });
    expect(service.received).toHaveLength(1);
    expect(service.received[0]).toMatchObject({ path: '/push/a', body: Buffer.from('hi') });
    expect(service.received[0]?.headers.host).toBe(`push.test:${port}`);
    expect(service.received[0]?.headers.ttl).toBe('60');
  });
});
