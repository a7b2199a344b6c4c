// Pure checks of how downloaded files are attributed to packages (no browser needed).
import { expect, test } from '@playwright/test';
import { createAttributor, duplicatedSingletons, runtimeChunkIndex, sharedChunkIds, sharedGroup, type FederationManifest } from './support/bundle-attribution';

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

test('reads chunk ids from webpack share factories, numeric or named', () => {
  expect(sharedChunkIds('()=>Promise.all([o.e(262),o.e(736),o.e(649)]).then(()=>()=>o(3262))')).toEqual(['262', '736', '649']);
  expect(sharedChunkIds('()=>o.e(387).then(()=>()=>o(4387))')).toEqual(['387']);
  expect(sharedChunkIds('() => __webpack_require__.e("vendors-react").then(() => () => __webpack_require__(1))')).toEqual(['vendors-react']);
});

test('names a host chunk without a manifest from the runtime share factories', () => {
  const index = runtimeChunkIndex([
    { name: 'react-dom/client', from: 'shell', factorySource: '()=>Promise.all([o.e(262),o.e(736)]).then(()=>()=>o(1))' },
    { name: 'react-dom', from: 'shell', factorySource: '()=>Promise.all([o.e(736),o.e(693)]).then(()=>()=>o(2))' },
    { name: '@emotion/react', from: 'shell', factorySource: '()=>Promise.all([o.e(307),o.e(702)]).then(()=>()=>o(3))' },
    { name: '@provana/ui', from: 'shell', factorySource: '()=>Promise.all([o.e(298),o.e(702)]).then(()=>()=>o(4))' },
  ]);
  const attributeHost = createAttributor([{ name: 'shell', baseUrl: 'http://h/', entryPattern: /^main\./, sharedChunks: index.get('shell') }]);
  expect(attributeHost('http://h/736.abcd1234.js').group).toBe('react-dom');
  expect(attributeHost('http://h/702.abcd1234.js').group).toBe('@provana/ui (+ chakra inside it) + emotion');
  expect(attributeHost('http://h/999.abcd1234.js').group).toBe('shell code');
  expect(attributeHost('http://h/main.abcd1234.js').group).toBe('federation runtime (shell entry)');
});
