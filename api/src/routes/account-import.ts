// POST .../import (raw application/zip body, `?replaceSampleData=true`): an export brought back into
// an account without data of its own. The body is streamed to a temporary file (at most
// MAX_IMPORT_BYTES, refused as soon as it passes), never held in memory: an archive may carry a
// whole audio quota. The file is then read by its ZIP directory one entry at a time, validated whole
// (400 naming each problem: file, row, field), and written in one transaction.
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { MAX_IMPORT_BYTES } from '@provana/contracts/export';
import type { AppEnv, RouteDeps } from '../app-env';
import { HttpError } from '../lib/http-error';
import { validQuery } from '../lib/validation';
import { importArchive } from '../services/account-data/import-archive';
import { ImportProblems, validateArchive } from '../services/account-data/validate-archive';
import { ZipFormatError, openArchive } from '../services/account-data/zip-reader';
import { requires } from '../middleware/requires';

const QuerySchema = z.object({ replaceSampleData: z.enum(['true', 'false']).optional() });
const tooLarge = () => new HttpError(413, 'payload_too_large', `The archive must be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB`);
const MAX_LISTED = 8;

/** Streams the request body into `file`, refusing once it passes the limit (a lying Content-Length too). */
async function saveBody(c: Context<AppEnv>, file: string): Promise<number> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > MAX_IMPORT_BYTES) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) throw new HttpError(400, 'empty_body', 'Send the ZIP archive as the request body');
  let total = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(total > MAX_IMPORT_BYTES ? tooLarge() : null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), limit, createWriteStream(file));
  return total;
}

function problemsError(problems: string[]): HttpError {
  const listed = problems.slice(0, MAX_LISTED).join(' ');
  const more = problems.length > MAX_LISTED ? ` (${problems.length - MAX_LISTED} more problems not listed.)` : '';
  return new HttpError(400, 'invalid_archive', `Nothing was imported. ${listed}${more}`);
}

export function accountImportRoutes({ repos }: RouteDeps) {
  return new Hono<AppEnv>().post('/import', requires('owner'), validQuery(QuerySchema), async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    // Only a ZIP type: a cross-site form can send none of them.
    if (type !== 'application/zip' && type !== 'application/x-zip-compressed')
      throw new HttpError(415, 'unsupported_media_type', 'Content-Type must be application/zip');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'provana-import-'));
    try {
      const file = path.join(dir, 'archive.zip');
      if ((await saveBody(c, file)) === 0) throw new HttpError(400, 'empty_body', 'The archive is empty');
      const handle = await open(file, 'r');
      try {
        const zip = await openArchive(handle);
        const archive = await validateArchive(zip);
        const result = await importArchive(repos, zip, archive, {
          executiveId: c.get('executiveId'),
          replaceSampleData: c.req.valid('query').replaceSampleData === 'true',
        });
        return c.json(result, 200);
      } finally {
        await handle.close();
      }
    } catch (error) {
      if (error instanceof ZipFormatError) throw problemsError([error.message]);
      if (error instanceof ImportProblems) throw problemsError(error.problems);
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
