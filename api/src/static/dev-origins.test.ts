import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { devOverridesFromEnv, toOrigin } from './dev-origins';

describe('PROVANA_DEV_ORIGINS and PROVANA_DEV_REMOTES', () => {
  it('are off by default: no overrides, no extra origins', () => {
    expect(devOverridesFromEnv(readEnv({}))).toEqual({ enabled: false, origins: [] });
  });

  it('PROVANA_DEV_REMOTES=true turns on loopback overrides only', () => {
    expect(devOverridesFromEnv(readEnv({ PROVANA_DEV_REMOTES: 'true' }))).toEqual({ enabled: true, origins: [] });
  });

  it('takes a comma-separated list of origins, normalised and de-duplicated, and turns overrides on', () => {
    const env = readEnv({ PROVANA_DEV_ORIGINS: ' http://DevBox.lan:3001/ , https://dev.example.com:443,http://devbox.lan:3001' });
    expect(devOverridesFromEnv(env)).toEqual({ enabled: true, origins: ['http://devbox.lan:3001', 'https://dev.example.com'] });
  });

  it.each([
    'devbox.lan:3001',
    'ftp://devbox.lan',
    'http://devbox.lan:3001/mf-manifest.json',
    'http://user@devbox.lan',
    'http://devbox.lan/?x=1',
    'javascript:alert(1)',
  ])('refuses %s (not a bare http(s) origin) at start-up', (value) => {
    expect(() => readEnv({ PROVANA_DEV_ORIGINS: value })).toThrow(/PROVANA_DEV_ORIGINS/);
    expect(toOrigin(value)).toBeNull();
  });
  it('refuses an IPv6 literal, which no CSP can name', () => {
    expect(() => readEnv({ PROVANA_DEV_ORIGINS: 'http://[::1]:3001' })).toThrow(/IPv6/);
  });
});

describe('PROVANA_REMOTES', () => {
  it('still takes a JSON object of http(s) URLs and root-relative paths', () => {
    const env = readEnv({ PROVANA_REMOTES: '{"mf_brief":"https://brief.example.com/mf-manifest.json","mf_team":"/remotes/team/mf-manifest.json"}' });
    expect(env.PROVANA_REMOTES).toEqual({ mf_brief: 'https://brief.example.com/mf-manifest.json', mf_team: '/remotes/team/mf-manifest.json' });
  });

  it.each(['javascript:alert(1)', '//evil.example/mf-manifest.json', 'mf-manifest.json'])('refuses a remote at %s', (location) => {
    expect(() => readEnv({ PROVANA_REMOTES: JSON.stringify({ mf_brief: location }) })).toThrow(/PROVANA_REMOTES/);
  });
});
