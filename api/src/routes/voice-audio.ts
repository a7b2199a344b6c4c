// Recorded audio: raw audio/* bodies (not multipart), stored as a BLOB, served with Range support
// so a browser's <audio> element can play and seek.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { IdSchema, MAX_AUDIO_BYTES, apiPaths } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { toLocalDateTime } from '../lib/dates';
import { HttpError, notFound } from '../lib/http-error';
import { paramsOf } from '../lib/validate';
import { parseRange } from '../lib/byte-range';

const ParamsSchema = z.object({ id: IdSchema, recordingId: IdSchema });
const AUDIO_TYPE = /^audio\/[a-z0-9.+-]+(\s*;.*)?$/i;
const tooLarge = () => new HttpError(413, 'payload_too_large', `Audio must be at most ${MAX_AUDIO_BYTES} bytes (${MAX_AUDIO_BYTES / 1024 / 1024} MB)`);

/** Reads the body, refusing as soon as it passes the limit (a lying or absent Content-Length too). */
async function readLimited(c: Context<AppEnv>, max: number): Promise<Buffer> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > max) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

export function voiceAudioRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const path = '/executive/:id/voice-recordings/:recordingId/audio';
  return new Hono<AppEnv>()
    .put(path, async (c) => {
      const { recordingId } = paramsOf(c, ParamsSchema);
      const executiveId = c.get('executiveId');
      const contentType = c.req.header('content-type') ?? '';
      if (!AUDIO_TYPE.test(contentType)) throw new HttpError(415, 'unsupported_media_type', 'Content-Type must be audio/* (for example audio/webm;codecs=opus)');
      if (!repos.voiceRecordings.get(executiveId, recordingId)) throw notFound('Voice recording');
      const data = await readLimited(c, MAX_AUDIO_BYTES);
      if (data.length === 0) throw new HttpError(400, 'empty_body', 'Audio body is empty');
      const url = apiPaths.voiceRecordingAudio(executiveId, recordingId);
      repos.db.transaction(() => {
        repos.voiceAudio.save(recordingId, contentType.trim(), data, toLocalDateTime(clock.now()));
        repos.voiceRecordings.setAudioUrl(executiveId, recordingId, url);
      })();
      return c.json({ success: true as const, audioFileUrl: url, size: data.length });
    })
    .get(path, (c) => {
      const { recordingId } = paramsOf(c, ParamsSchema);
      if (!repos.voiceRecordings.get(c.get('executiveId'), recordingId)) throw notFound('Voice recording');
      const info = repos.voiceAudio.info(recordingId);
      if (!info) throw notFound('Audio');
      const headers: Record<string, string> = { 'Content-Type': info.content_type, 'Accept-Ranges': 'bytes', 'Cache-Control': 'private, no-cache' };
      const range = parseRange(c.req.header('range'), info.size);
      if (range === 'unsatisfiable') {
        return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}` });
      }
      if (range) {
        const chunk = repos.voiceAudio.read(recordingId, range.start, range.end);
        return c.body(new Uint8Array(chunk), 206, { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`, 'Content-Length': String(chunk.length) });
      }
      const all = repos.voiceAudio.read(recordingId, 0, info.size - 1);
      return c.body(new Uint8Array(all), 200, { ...headers, 'Content-Length': String(all.length) });
    });
}
