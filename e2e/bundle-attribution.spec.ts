// Pure checks of how downloaded files are attributed to packages (no browser needed).
import { expect, test } from '@playwright/test';
import { createAttributor, duplicatedSingletons, sharedGroup, type FederationManifest } from './support/bundle-attribution';

const assets = (sync: string[]) => ({ js: { sync, async: [] } });
const shellManifest: FederationManifest = {
  name: 'shell',
  shared: [
    { name: 'react', assets: assets(['101.aaaa.js']) },
    { name: 'react/jsx-runtime', assets: assets(['102.bbbb.js']) },
    { name: '@provana/ui', assets: assets(['200.cccc.js']) },
  ],
};
const briefManifest: FederationManifest = {
  name: 'mf_brief',
  shared: [{ name: 'react', assets: assets(['301.dddd.js']) }],
};
const attribute = createAttributor([
  { name: 'shell', baseUrl: 'http://127.0.0.1:1/', manifest: shellManifest, entryPattern: /^main(\.[0-9a-f]+)?\.js$/ },
  { name: 'mf_brief', baseUrl: 'http://127.0.0.1:1/remotes/brief/', manifest: briefManifest, entryPattern: /^remoteEntry\.js$/ },
]);

test('maps prefix shares and sibling packages to one group', () => {
  expect(sharedGroup('react/jsx-runtime')).toBe('react');
  expect(sharedGroup('react-dom/client')).toBe('react-dom');
  expect(sharedGroup('react-router-dom')).toBe(sharedGroup('react-router'));
  expect(sharedGroup('@reduxjs/toolkit/query/react')).toBe(sharedGroup('@reduxjs/toolkit'));
});

test('attributes files by container folder and manifest', () => {
  expect(attribute('http://127.0.0.1:1/102.bbbb.js')).toMatchObject({ container: 'shell', group: 'react', shared: true });
  expect(attribute('http://127.0.0.1:1/remotes/brief/remoteEntry.js?v=1')).toMatchObject({
    container: 'mf_brief',
    group: 'federation runtime (mf_brief entry)',
  });
  expect(attribute('http://127.0.0.1:1/main.1a2b3c4d.js').group).toBe('federation runtime (shell entry)');
  expect(attribute('http://127.0.0.1:1/remotes/brief/55.eeee.js')).toMatchObject({ group: 'mf_brief code', shared: false });
  expect(attribute('http://elsewhere.test/x.js').group).toBe('other origin');
});

test('flags a singleton downloaded from two containers, and only that', () => {
  const once = ['http://127.0.0.1:1/101.aaaa.js', 'http://127.0.0.1:1/200.cccc.js'].map(attribute);
  expect(duplicatedSingletons(once)).toEqual([]);
  const twice = [...once, attribute('http://127.0.0.1:1/remotes/brief/301.dddd.js')];
  expect(duplicatedSingletons(twice)).toEqual([{ group: 'react', containers: ['mf_brief', 'shell'] }]);
});
