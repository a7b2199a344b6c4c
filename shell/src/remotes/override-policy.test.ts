import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../lib/storage-keys';
import { NO_OVERRIDES, fetchOverridePolicy, isAllowedOverride, isLoopbackHost, parseOverridePolicy } from './override-policy';
import { applyOverrides } from './apply-overrides';
import { hasOverrides } from './registry';

const DEV = { enabled: true, origins: [] };
const DEV_WITH_BOX = { enabled: true, origins: ['http://devbox.lan:3001'] };
const KEY = 'provana.remote.mf_brief';

describe('the override rule', () => {
  it.each([
    'http://localhost:3001/mf-manifest.json',
    'https://localhost/mf-manifest.json',
    'http://127.0.0.1:3001/mf-manifest.json',
    'http://127.42.7.200:8000/mf-manifest.json',
    'http://127.1:3001/mf-manifest.json',
    'http://[::1]:3001/mf-manifest.json',
    'http://[0:0:0:0:0:0:0:1]:3001/mf-manifest.json',
  ])('allows the loopback URL %s', (url) => {
    expect(isAllowedOverride(url, DEV)).toBe(true);
  });

  it.each([
    'http://evil.example/mf-manifest.json',
    'https://evil.example:3001/mf-manifest.json',
    'http://127.0.0.1.evil.example/mf-manifest.json',
    'http://localhost.evil.example/mf-manifest.json',
    'http://localhost@evil.example/mf-manifest.json',
    'http://evil.example#@localhost/mf-manifest.json',
    'http://user:pw@localhost:3001/mf-manifest.json',
    'http://128.0.0.1/mf-manifest.json',
    'http://0.0.0.0:3001/mf-manifest.json',
    'http://[::2]:3001/mf-manifest.json',
    'http://[::ffff:7f00:1]:3001/mf-manifest.json',
    '//evil.example/mf-manifest.json',
    '/remotes/brief/mf-manifest.json',
    'javascript:alert(1)',
    'data:application/json,{}',
  ])('refuses %s', (url) => {
    expect(isAllowedOverride(url, DEV)).toBe(false);
  });

  it('allows an origin the operator listed, and only that exact origin', () => {
    expect(isAllowedOverride('http://devbox.lan:3001/mf-manifest.json', DEV_WITH_BOX)).toBe(true);
    expect(isAllowedOverride('http://devbox.lan:3001/mf-manifest.json', DEV)).toBe(false);
    expect(isAllowedOverride('http://devbox.lan:3002/mf-manifest.json', DEV_WITH_BOX)).toBe(false);
    expect(isAllowedOverride('https://devbox.lan:3001/mf-manifest.json', DEV_WITH_BOX)).toBe(false);
  });

  it('knows the loopback host names as the URL parser normalises them', () => {
    expect(['localhost', '127.0.0.1', '127.255.255.254', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['127.0.0', '127.0.0.256', 'localhost.', 'x.localhost', '10.0.0.1'].some(isLoopbackHost)).toBe(false);
  });
});

describe('applying overrides', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    return () => vi.restoreAllMocks();
  });

  it('ignores a foreign origin in the link: nothing stored, nothing loaded', () => {
    const store = memoryStore();
    expect(applyOverrides('?remote.mf_brief=http://evil.example/mf-manifest.json', ['mf_brief'], DEV, store)).toEqual({});
    expect(store.dump()).toEqual({});
  });

  it('removes a foreign value already in localStorage (planted before this rule existed)', () => {
    const store = memoryStore({ [KEY]: 'https://evil.example/mf-manifest.json', 'provana.onboardingSeen': 'true' });
    expect(applyOverrides('', ['mf_brief'], DEV, store)).toEqual({});
    expect(store.dump()).toEqual({ 'provana.onboardingSeen': 'true' });
    const withoutPolicy = memoryStore({ [KEY]: 'https://evil.example/mf-manifest.json' });
    expect(applyOverrides('', ['mf_brief'], NO_OVERRIDES, withoutPolicy)).toEqual({});
    expect(withoutPolicy.dump()).toEqual({});
  });

  it('keeps and uses a loopback override while the server allows overrides', () => {
    const store = memoryStore();
    const url = 'http://localhost:3001/mf-manifest.json';
    expect(applyOverrides(`?remote.mf_brief=${encodeURIComponent(url)}`, ['mf_brief'], DEV, store)).toEqual({ mf_brief: url });
    expect(applyOverrides('', ['mf_brief'], DEV, store)).toEqual({ mf_brief: url });
    expect(store.dump()).toEqual({ [KEY]: url });
  });

  it('uses no override at all when the server does not allow them (production), keeping a stored loopback one', () => {
    const store = memoryStore({ [KEY]: 'http://127.0.0.1:3001/mf-manifest.json' });
    expect(applyOverrides('?remote.mf_voice=http://localhost:3002/mf-manifest.json', ['mf_brief', 'mf_voice'], NO_OVERRIDES, store)).toEqual({});
    expect(store.dump()).toEqual({ [KEY]: 'http://127.0.0.1:3001/mf-manifest.json' });
  });

  it('accepts an operator-listed origin, and drops it once the operator no longer lists it', () => {
    const store = memoryStore();
    const url = 'http://devbox.lan:3001/mf-manifest.json';
    expect(applyOverrides(`?remote.mf_brief=${url}`, ['mf_brief'], DEV_WITH_BOX, store)).toEqual({ mf_brief: url });
    expect(applyOverrides('', ['mf_brief'], DEV, store)).toEqual({});
    expect(store.dump()).toEqual({});
  });

  it('asks for the policy only when an override is in the link or stored', () => {
    expect(hasOverrides('?x=1', ['mf_brief'], memoryStore())).toBe(false);
    expect(hasOverrides('?remote.mf_brief=', ['mf_brief'], memoryStore())).toBe(true);
    expect(hasOverrides('', ['mf_brief'], memoryStore({ [KEY]: 'http://evil.example/x.json' }))).toBe(true);
  });
});

describe('the server policy', () => {
  it('reads /remote-overrides.json, and treats anything else as no overrides', async () => {
    expect(parseOverridePolicy({ enabled: true, origins: ['http://DevBox.lan:3001/', 3, 'nope'] })).toEqual(DEV_WITH_BOX);
    expect(parseOverridePolicy({ enabled: 'yes', origins: [] })).toEqual(NO_OVERRIDES);
    expect(parseOverridePolicy(null)).toEqual(NO_OVERRIDES);
    const missing = (async () => new Response('Not Found', { status: 404 })) as typeof fetch;
    expect(await fetchOverridePolicy(missing)).toEqual(NO_OVERRIDES);
    const offline = (async () => Promise.reject(new TypeError('offline'))) as typeof fetch;
    expect(await fetchOverridePolicy(offline)).toEqual(NO_OVERRIDES);
    const served = (async () => new Response(JSON.stringify({ enabled: true, origins: [] }))) as typeof fetch;
    expect(await fetchOverridePolicy(served)).toEqual(DEV);
  });
});
