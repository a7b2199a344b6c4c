// PROVANA_COMPRESS_API: API JSON gzipped for clients that accept it, identical once decompressed.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { createTestContext } from '../../test/helpers';

const read = (app: Awaited<ReturnType<typeof createTestContext>>['app'], cookie: string, acceptEncoding?: string) =>
  app.request(apiPaths.dailyBrief(1), { headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('compressed API JSON', () => {
  it('gzips the brief for a client that accepts gzip, and only then', async () => {
    const t = await createTestContext({ compressApi: true });
    const plain = await read(t.app, t.demoCookie);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    const zipped = await read(t.app, t.demoCookie, 'gzip, deflate, br');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 2);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(text));
  });

  it('is off by default', async () => {
    const t = await createTestContext();
    expect((await read(t.app, t.demoCookie, 'gzip')).headers.get('content-encoding')).toBeNull();
  });
});
