import { describe, expect, it } from 'vitest';
import { checkedAddress, normalizeCalendarUrl, refusalOf } from './url-guard';

const stub = (answers: Record<string, string[]>) => async (host: string) => {
  const list = answers[host];
  if (!list) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
  return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe('the calendar URL guard', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.20', 'private'],
    ['169.254.10.1', 'linkLocal'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2002:a00:1::', '6to4'],
  ])('refuses %s (%s)', (address, why) => {
    expect(refusalOf(address, false)).toBe(why);
  });

  it('allows public unicast addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) expect(refusalOf(address, false)).toBeNull();
  });

  it('with the operator setting, allows loopback only: never private or metadata addresses', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(refusalOf(address, true)).toBeNull();
    for (const address of ['10.1.2.3', '192.168.1.1', '169.254.169.254', 'fd00:ec2::254', 'fe80::1', '0.0.0.0'])
      expect(refusalOf(address, true)).not.toBeNull();
  });

  it('maps webcal:// to https:// and refuses other schemes', () => {
    expect(normalizeCalendarUrl('webcal://calendar.example.com/a/basic.ics').href).toBe('https://calendar.example.com/a/basic.ics');
    expect(normalizeCalendarUrl(' https://calendar.example.com/x.ics ').href).toBe('https://calendar.example.com/x.ics');
    for (const url of ['ftp://example.com/a.ics', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://x', 'not a url'])
      expect(() => normalizeCalendarUrl(url)).toThrow();
  });

  it('refuses a host name that resolves to a refused address, even when another of its addresses is public', async () => {
    const resolve = stub({
      'inside.example': ['10.0.0.7'],
      'both.example': ['93.184.216.34', '127.0.0.1'],
      'meta.example': ['169.254.169.254'],
      'ok.example': ['93.184.216.34'],
    });
    const check = (host: string, allowLoopback = false) => checkedAddress(new URL(`https://${host}/c.ics`), { allowLoopback, resolve });
    await expect(check('inside.example')).rejects.toThrow('private network');
    await expect(check('both.example')).rejects.toThrow('private network');
    await expect(check('meta.example', true)).rejects.toThrow('private network');
    await expect(check('missing.example')).rejects.toThrow('could not be found');
    await expect(check('ok.example')).resolves.toEqual({ address: '93.184.216.34', family: 4 });
  });

  it('refuses localhost through the system resolver and IP literals in any spelling', async () => {
    await expect(checkedAddress(new URL('http://localhost:9/c.ics'), { allowLoopback: false })).rejects.toThrow('private network');
    for (const url of ['http://127.1/c.ics', 'http://0x7f000001/c.ics', 'http://[::1]/c.ics', 'http://[::ffff:7f00:1]/c.ics', 'http://2130706433/c.ics']) {
      await expect(checkedAddress(new URL(url), { allowLoopback: false }), url).rejects.toThrow('private network');
    }
  });
});
