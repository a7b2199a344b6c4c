// Reads a ZIP from a file by its central directory (random access), one entry at a time. Streaming
// readers find an entry's end by scanning for a signature, which breaks on archives written with data
// descriptors (fflate's streaming Zip, macOS, most browsers' downloads re-zipped) when the bytes of
// an audio file happen to contain it; the central directory has every size. ZIP64 is not needed: the
// import accepts far less than 4 GB.
import type { FileHandle } from 'node:fs/promises';
import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  crc: number;
  localOffset: number;
}

export class ZipFormatError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 20_000;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new ZipFormatError('The file ends too early: it is not a complete ZIP archive.');
  return buffer;
}

/** Every entry the archive's central directory lists. */
export async function readEntries(file: FileHandle, fileSize: number): Promise<ZipEntry[]> {
  if (fileSize < 22) throw new ZipFormatError('The file is not a ZIP archive.');
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readAt(file, fileSize - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipFormatError('The file is not a ZIP archive (or it was cut short).');
  const count = tail.readUInt16LE(at + 10);
  const directorySize = tail.readUInt32LE(at + 12);
  const directoryOffset = tail.readUInt32LE(at + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipFormatError('ZIP64 archives are not supported.');
  if (count > MAX_ENTRIES) throw new ZipFormatError(`The archive has more than ${MAX_ENTRIES} files.`);
  if (directoryOffset + directorySize > fileSize) throw new ZipFormatError('The archive’s directory is damaged (or the file was cut short).');
  const directory = await readAt(file, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > directory.length || directory.readUInt32LE(p) !== CENTRAL) throw new ZipFormatError('The archive’s directory is damaged.');
    const nameLength = directory.readUInt16LE(p + 28);
    const extraLength = directory.readUInt16LE(p + 30);
    const commentLength = directory.readUInt16LE(p + 32);
    entries.push({
      flags: directory.readUInt16LE(p + 8),
      method: directory.readUInt16LE(p + 10),
      crc: directory.readUInt32LE(p + 16),
      compressedSize: directory.readUInt32LE(p + 20),
      size: directory.readUInt32LE(p + 24),
      localOffset: directory.readUInt32LE(p + 42),
      name: directory.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One entry's bytes, checked against its size and CRC; refuses entries larger than `maxBytes` (zip bombs too). */
export async function readEntry(file: FileHandle, entry: ZipEntry, maxBytes: number): Promise<Buffer> {
  if (entry.flags & 1) throw new ZipFormatError(`${entry.name} is encrypted.`);
  if (entry.size > maxBytes) throw new ZipFormatError(`${entry.name} is larger than ${maxBytes} bytes.`);
  const header = await readAt(file, entry.localOffset, 30);
  if (header.readUInt32LE(0) !== LOCAL) throw new ZipFormatError(`${entry.name} is damaged.`);
  const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const raw = entry.compressedSize === 0 ? Buffer.alloc(0) : await readAt(file, start, entry.compressedSize);
  let data: Buffer;
  if (entry.method === 0) data = raw;
  else if (entry.method === 8) {
    try {
      data = inflateRawSync(raw, { maxOutputLength: Math.max(1, maxBytes) });
    } catch {
      throw new ZipFormatError(`${entry.name} is damaged (it does not decompress).`);
    }
  } else throw new ZipFormatError(`${entry.name} uses a compression method this import does not read (${entry.method}).`);
  if (data.length !== entry.size || crc32(data) >>> 0 !== entry.crc)
    throw new ZipFormatError(`${entry.name} is damaged (its size or checksum does not match).`);
  return data;
}
