import { describe, expect, it } from 'vitest';
import { memoryStore } from '../lib/storage-keys';
import { applyOverrides } from './apply-overrides';
import { entryScriptUrl, fetchRegistry, isRemoteLocation, mergeRegistry, parseOverrideQuery, parseRegistry } from './registry';

describe('remote registry parsing', () => {
  it('keeps well-formed entries and drops unsafe or malformed ones', () => {
    expect(
      parseRegistry({
        mf_brief: '/remotes/brief/mf-manifest.json',
        mf_voice: 'https://voice.example.com/mf-manifest.json',
        'bad name': '/x.json',
        mf_evil: 'javascript:alert(1)',
        mf_proto: '//evil.example.com/mf-manifest.json',
        mf_num: 3,
      }),
    ).toEqual({ mf_brief: '/remotes/brief/mf-manifest.json', mf_voice: 'https://voice.example.com/mf-manifest.json' });
    expect(parseRegistry(null)).toEqual({});
    expect(parseRegistry(['/a.json'])).toEqual({});
  });

  it('registers a remote named by its mf-manifest.json by the remoteEntry.js beside it', () => {
    expect(entryScriptUrl('http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001/remoteEntry.js');
    expect(entryScriptUrl('/remotes/brief/mf-manifest.json?v=2')).toBe('/remotes/brief/remoteEntry.js?v=2');
    expect(entryScriptUrl('/remotes/brief/remoteEntry.js')).toBe('/remotes/brief/remoteEntry.js');
  });

  it('accepts only http(s) and root-relative remote locations', () => {
    expect(isRemoteLocation('/remotes/brief/remoteEntry.js')).toBe(true);
    expect(isRemoteLocation('http://localhost:3001/remoteEntry.js')).toBe(true);
    expect(isRemoteLocation('data:text/plain,hi')).toBe(false);
    expect(isRemoteLocation('not a url')).toBe(false);
  });
});

const DEV = { enabled: true, origins: [] };

describe('developer override', () => {
  it('reads remote.<name> query parameters, an empty value meaning clear', () => {
    const parsed = parseOverrideQuery('?remote.mf_brief=http%3A%2F%2Flocalhost%3A3001%2Fmf-manifest.json&remote.mf_voice=&other=1');
    expect([...parsed]).toEqual([
      ['mf_brief', 'http://localhost:3001/mf-manifest.json'],
      ['mf_voice', null],
    ]);
  });

  it('persists an override to localStorage so it survives navigation, and the query param wins over the stored one', () => {
    const store = memoryStore({ 'provana.remote.mf_brief': 'http://localhost:9999/old.json' });
    expect(applyOverrides('?remote.mf_brief=http://localhost:3001/mf-manifest.json', ['mf_brief'], DEV, store)).toEqual({
      mf_brief: 'http://localhost:3001/mf-manifest.json',
    });
    expect(applyOverrides('', ['mf_brief', 'mf_voice'], DEV, store)).toEqual({ mf_brief: 'http://localhost:3001/mf-manifest.json' });
    expect(store.dump()).toEqual({ 'provana.remote.mf_brief': 'http://localhost:3001/mf-manifest.json' });
  });

  it('clears a stored override when the query param is empty', () => {
    const store = memoryStore({ 'provana.remote.mf_brief': 'http://localhost:3001/mf-manifest.json' });
    expect(applyOverrides('?remote.mf_brief=', ['mf_brief'], DEV, store)).toEqual({});
    expect(store.dump()).toEqual({});
  });

  it('takes precedence over remotes.json', () => {
    expect(
      mergeRegistry(
        { mf_brief: '/remotes/brief/mf-manifest.json', mf_voice: '/remotes/voice/mf-manifest.json' },
        { mf_brief: 'http://localhost:3001/mf-manifest.json' },
      ),
    ).toEqual({ mf_brief: 'http://localhost:3001/mf-manifest.json', mf_voice: '/remotes/voice/mf-manifest.json' });
  });
});

describe('fetching remotes.json', () => {
  it('fetches without the HTTP cache and parses the entries', async () => {
    let init: RequestInit | undefined;
    const fake = (async (_url: string, requestInit?: RequestInit) => {
      init = requestInit;
      return new Response(JSON.stringify({ mf_brief: '/remotes/brief/mf-manifest.json' }), { status: 200 });
    }) as typeof fetch;
    expect(await fetchRegistry(fake)).toEqual({ mf_brief: '/remotes/brief/mf-manifest.json' });
    expect(init?.cache).toBe('no-store');
  });

  it('yields an empty registry when the server fails, instead of throwing', async () => {
    const failing = (async () => new Response('nope', { status: 500, statusText: 'Internal Server Error' })) as typeof fetch;
    const originalError = console.error;
    console.error = () => {};
    try {
      expect(await fetchRegistry(failing)).toEqual({});
    } finally {
      console.error = originalError;
    }
  });
});
