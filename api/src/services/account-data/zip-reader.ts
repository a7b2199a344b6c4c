// Reads an uploaded ZIP with yauzl: by its central directory (random access), one entry at a time.
// Streaming readers find an entry's end by scanning for a signature, which breaks on archives written
// with data descriptors (fflate's streaming Zip, macOS, most browsers' downloads re-zipped) when the
// bytes of an audio file happen to contain it; the central directory has every size. yauzl checks
// each entry's size as it inflates; the CRC is checked here.
import type { FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

export type ZipEntry = yauzl.Entry;

export class ZipFormatError extends Error {}

const MAX_ENTRIES = 20_000;

export interface ZipArchive {
  /** Every entry the central directory lists. */
  entries: ZipEntry[];
  /** One entry's bytes, checked against its size and CRC; refuses entries larger than `maxBytes` (zip bombs too). */
  read: (entry: ZipEntry, maxBytes: number) => Promise<Buffer>;
}

const damaged = (what: string) => new ZipFormatError(`${what} is damaged.`);

function openZip(handle: FileHandle): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // The handle stays the caller's: yauzl neither closes it nor reads ahead.
    yauzl.fromFd(handle.fd, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) =>
      error ? reject(new ZipFormatError('The file is not a ZIP archive (or it was cut short).')) : resolve(zip),
    );
  });
}

function listEntries(zip: yauzl.ZipFile): Promise<ZipEntry[]> {
  if (zip.entryCount > MAX_ENTRIES) return Promise.reject(new ZipFormatError(`The archive has more than ${MAX_ENTRIES} files.`));
  return new Promise((resolve, reject) => {
    const entries: ZipEntry[] = [];
    zip.on('entry', (entry: ZipEntry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', () => reject(new ZipFormatError('The archive’s directory is damaged.')));
    zip.readEntry();
  });
}

async function readAll(stream: Readable, maxBytes: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new ZipFormatError(`${name} is larger than ${maxBytes} bytes.`);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    stream.destroy();
    throw error instanceof ZipFormatError ? error : new ZipFormatError(`${name} is damaged (it does not decompress).`);
  }
  return Buffer.concat(chunks);
}

/** The archive in an uploaded file; ZipFormatError with words for the person when it is not a readable ZIP. */
export async function openArchive(handle: FileHandle): Promise<ZipArchive> {
  const zip = await openZip(handle);
  const entries = await listEntries(zip);
  const read = async (entry: ZipEntry, maxBytes: number) => {
    if (entry.isEncrypted()) throw new ZipFormatError(`${entry.fileName} is encrypted.`);
    if (entry.uncompressedSize > maxBytes) throw new ZipFormatError(`${entry.fileName} is larger than ${maxBytes} bytes.`);
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
      throw new ZipFormatError(`${entry.fileName} uses a compression method this import does not read (${entry.compressionMethod}).`);
    const stream = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, opened) => (error ? reject(damaged(entry.fileName)) : resolve(opened))),
    );
    const data = await readAll(stream, maxBytes, entry.fileName);
    if (crc32(data) >>> 0 !== entry.crc32) throw new ZipFormatError(`${entry.fileName} is damaged (its size or checksum does not match).`);
    return data;
  };
  return { entries, read };
}
