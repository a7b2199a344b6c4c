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

describe('the operator API settings', () => {
  it('are off by default: no token, no loopback manifests, and PROVANA_REMOTES is gone', () => {
    const env = readEnv({ PROVANA_REMOTES: '{"mf_brief":"http://localhost:3001/remoteEntry.js"}' });
    expect(env.PROVANA_OPERATOR_TOKEN).toBeUndefined();
    expect(env.PROVANA_OPERATOR_ALLOW_LOOPBACK).toBe(false);
    expect(env).not.toHaveProperty('PROVANA_REMOTES');
  });

  it('takes a token of 16 characters or more, and loopback manifests when asked', () => {
    const env = readEnv({ PROVANA_OPERATOR_TOKEN: 'a-long-enough-token', PROVANA_OPERATOR_ALLOW_LOOPBACK: 'true' });
    expect(env.PROVANA_OPERATOR_TOKEN).toBe('a-long-enough-token');
    expect(env.PROVANA_OPERATOR_ALLOW_LOOPBACK).toBe(true);
    expect(readEnv({ PROVANA_OPERATOR_TOKEN: '' }).PROVANA_OPERATOR_TOKEN).toBeUndefined();
  });

  it.each(['short', 'sixteen chars with spaces'])('refuses the token %j at start-up', (token) => {
    expect(() => readEnv({ PROVANA_OPERATOR_TOKEN: token })).toThrow(/PROVANA_OPERATOR_TOKEN/);
  });
});
