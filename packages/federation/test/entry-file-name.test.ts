// create-webpack-config.ts names a production entry through a function instead of the plain
// '[name].[contenthash:8].js': the federation runtime asks for that name while chunk hashes are
// still being computed, and a [contenthash] then throws (module-federation/core#5077, from
// webpack 5.111's webpack/webpack#22199). The smoke build checks the emitted name.
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../src/create-webpack-config';

describe('the production entry file name', () => {
  const filename = buildConfig({ kind: 'remote', name: 'probe', dirname: '/tmp/probe', devPort: 0 }, 'production').output?.filename;

  it('has no content hash while the federation runtime asks for it before hashes exist', () => {
    expect(typeof filename).toBe('function');
    const name = filename as (pathData: object) => string;
    expect(name({ chunk: { contentHash: {} } })).toBe('[name].js');
    expect(name({})).toBe('[name].js');
  });

  it('has one once the chunk has a JavaScript content hash', () => {
    const name = filename as (pathData: object) => string;
    expect(name({ chunk: { contentHash: { javascript: 'abc123' } } })).toBe('[name].[contenthash:8].js');
  });
});
