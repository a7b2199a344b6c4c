// The reader refuses what an import must not trust: a flipped byte, an entry past its limit, a file
// that is not a ZIP; and it reads archives whose entries use data descriptors (fflate's streaming Zip).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Zip, ZipPassThrough, strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { openArchive } from './zip-reader';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'provana-zip-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function withArchive<T>(bytes: Uint8Array, check: (archive: Awaited<ReturnType<typeof openArchive>>) => Promise<T>): Promise<T> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.zip`);
  await fs.writeFile(file, bytes);
  const handle = await fs.open(file, 'r');
  try {
    return await check(await openArchive(handle));
  } finally {
    await handle.close();
  }
}

const text = 'audio bytes '.repeat(50);

describe('reading an uploaded archive', () => {
  it('reads stored and deflated entries by name', async () => {
    const bytes = zipSync({ 'a.txt': [strToU8(text), { level: 0 }], 'b.json': [strToU8('{"x":1}'), { level: 9 }] });
    await withArchive(bytes, async (zip) => {
      expect(zip.entries.map((e) => e.fileName)).toEqual(['a.txt', 'b.json']);
      expect((await zip.read(zip.entries[0]!, 10_000)).toString()).toBe(text);
      expect((await zip.read(zip.entries[1]!, 10_000)).toString()).toBe('{"x":1}');
    });
  });

  it('reads entries written with data descriptors (sizes after the data)', async () => {
    const chunks: Uint8Array[] = [];
    const writer = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    const entry = new ZipPassThrough('audio/1.webm');
    writer.add(entry);
    entry.push(strToU8(text), true);
    writer.end();
    await withArchive(Buffer.concat(chunks), async (zip) => {
      expect((await zip.read(zip.entries[0]!, 10_000)).toString()).toBe(text);
    });
  });

  it('refuses a flipped byte, an entry over its limit and a file that is not a ZIP', async () => {
    const bytes = zipSync({ 'a.txt': [strToU8(text), { level: 0 }] });
    const flipped = Uint8Array.from(bytes);
    const at = Buffer.from(flipped).indexOf('audio bytes');
    flipped[at] = flipped[at]! ^ 0xff;
    await withArchive(flipped, async (zip) => {
      await expect(zip.read(zip.entries[0]!, 10_000)).rejects.toThrow(/a\.txt is damaged \(its size or checksum does not match\)/);
    });
    await withArchive(bytes, async (zip) => {
      await expect(zip.read(zip.entries[0]!, 100)).rejects.toThrow(/a\.txt is larger than 100 bytes/);
    });
    await expect(withArchive(strToU8('not a zip at all, just text'), async () => undefined)).rejects.toThrow(/not a ZIP archive/);
  });
});
