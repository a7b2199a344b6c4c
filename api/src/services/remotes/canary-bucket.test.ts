import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canaryBucket, inCanary } from './canary-bucket';
import { registryFor } from './registry-entries';

describe('canary buckets', () => {
  it('puts an account in the same bucket every time (a fixed value: stable across processes and restarts)', () => {
    expect(canaryBucket(1, 'mf_team')).toBe(canaryBucket(1, 'mf_team'));
    // sha256("1\0mf_team"): the first four bytes, modulo 100. A changed formula would move every account.
    expect(canaryBucket(1, 'mf_team')).toBe(99);
    expect(canaryBucket(2, 'mf_team')).toBe(Number(BigInt(`0x${createHash('sha256').update('2\u0000mf_team').digest('hex').slice(0, 8)}`) % 100n));
  });

  it('gives about p% of many accounts the canary, only adds accounts as p grows, and never an anonymous visitor', () => {
    const accounts = Array.from({ length: 10_000 }, (_, i) => i + 1);
    for (const p of [1, 10, 50, 99]) {
      const share = accounts.filter((id) => inCanary(id, 'mf_team', p)).length / accounts.length;
      expect(Math.abs(share - p / 100)).toBeLessThan(0.02);
    }
    const at10 = accounts.filter((id) => inCanary(id, 'mf_team', 10));
    expect(at10.every((id) => inCanary(id, 'mf_team', 25))).toBe(true);
    expect(inCanary(null, 'mf_team', 99)).toBe(false);
  });

  it("draws each remote's buckets independently", () => {
    const accounts = Array.from({ length: 2000 }, (_, i) => i + 1);
    const both = accounts.filter((id) => inCanary(id, 'mf_team', 50) && inCanary(id, 'mf_brief', 50)).length;
    expect(both / accounts.length).toBeGreaterThan(0.2);
    expect(both / accounts.length).toBeLessThan(0.3);
  });

  it('serves the canary entry to the accounts in its share and the live entry to everyone else', () => {
    const live = [
      { remote: 'mf_team', liveEntryUrl: '/remotes/team/remoteEntry.js', canaryEntryUrl: 'https://cdn.example.com/team/2/remoteEntry.js', canaryPercent: 30 },
    ];
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(registryFor(live, id).mf_team).toBe(inCanary(id, 'mf_team', 30) ? live[0]?.canaryEntryUrl : live[0]?.liveEntryUrl);
    }
    expect(registryFor(live, null)).toEqual({ mf_team: '/remotes/team/remoteEntry.js' });
  });
});
