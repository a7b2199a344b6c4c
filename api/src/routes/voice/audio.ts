// Recorded audio: raw audio/* bodies (not multipart), stored in the database, served with Range
// support so a browser's <audio> element can play and seek.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  IdParamSchema,
  MAX_AUDIO_BYTES,
  MAX_COMMAND_AUDIO_BYTES,
  apiPaths,
  type TranscriptionStatus,
  type VoiceAudioUploadResponse,
  type VoiceCommandTranscriptionResponse,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { AUDIO_QUOTA_BYTES, allowedAudioType, audioFileName } from '../../lib/audio-policy';
import { parseRange } from '../../lib/byte-range';
import { toIsoDateTime } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { HttpError, notFound } from '../../lib/http-error';
import { validParams } from '../../lib/validation';
import { requireSpeechToText, speechToTextFor, transcribe } from '../../services/transcribe';
import { transcribeRecording } from '../../services/transcribe-recording';
import { requires } from '../../middleware/requires';

const ParamsSchema = z.object({ recordingId: IdParamSchema });
const unsupportedType = () => new HttpError(415, 'unsupported_media_type', 'Content-Type must be audio/webm, audio/ogg, audio/mp4, audio/mpeg or audio/wav');
const tooLarge = () => new HttpError(413, 'payload_too_large', `Audio must be at most ${MAX_AUDIO_BYTES} bytes (${MAX_AUDIO_BYTES / 1024 / 1024} MB)`);
const quotaFull = () =>
  new HttpError(
    413,
    'storage_quota_exceeded',
    `Your recordings use the ${AUDIO_QUOTA_BYTES / 1024 / 1024} MB of audio storage an account has. Delete older recordings to make room.`,
  );

/** Reads the body, refusing as soon as it passes the limit (a lying or absent Content-Length too). */
async function readLimited(c: Context<AppEnv>, max: number, refuse: () => HttpError): Promise<Buffer> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > max) throw refuse();
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
      throw refuse();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** Mounted at /voice-recordings: a recording's audio, uploaded, read (ranges) and transcribed. */
export function voiceAudioRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const path = '/:recordingId/audio';
  return new Hono<AppEnv>()
    .put(path, requires('write'), validParams(ParamsSchema), async (c) => {
      const { recordingId } = c.req.valid('param');
      const executiveId = c.get('executiveId');
      const contentType = allowedAudioType(c.req.header('content-type'));
      if (!contentType) throw unsupportedType();
      const recording = await repos.voiceRecordings.get(executiveId, recordingId, c.get('seesPrivate'));
      if (!recording) throw notFound('Voice recording');
      // A first look at the room left, to stop reading a body that cannot fit; the save checks again.
      const free = AUDIO_QUOTA_BYTES - (await repos.voiceAudio.usedBytes(executiveId, recordingId));
      const data = await readLimited(c, Math.min(MAX_AUDIO_BYTES, free), free < MAX_AUDIO_BYTES ? quotaFull : tooLarge);
      if (data.length === 0) throw new HttpError(400, 'empty_body', 'Audio body is empty');
      const url = apiPaths.voiceRecordingAudio(executiveId, recordingId);
      await repos.transaction(async (tx) => {
        // Checked and written as one step: a parallel upload may have used the room meanwhile.
        const audio = { executiveId, recordingId, contentType, data, uploadedAt: toIsoDateTime(executiveNow(c, clock)) };
        if (!(await tx.voiceAudio.saveWithinQuota(audio, AUDIO_QUOTA_BYTES))) throw quotaFull();
        await tx.voiceRecordings.setAudioUrl(executiveId, recordingId, url);
      });
      // Server speech-to-text, synchronously within the upload (bounded by PROVANA_STT_TIMEOUT_MS), when
      // the operator configured it and this executive opted in: the audio is stored first, so a failed
      // or slow transcription never loses it; the answer says which, with the new analysis when done.
      if (recording.transcript !== '')
        return c.json({
          success: true,
          audioFileUrl: url,
          size: data.length,
          transcription: 'not-needed',
          transcript: recording.transcript,
        } satisfies VoiceAudioUploadResponse);
      const stt = await speechToTextFor(deps, executiveId);
      if (!stt) {
        // Nothing will transcribe it here: marked failed, so the executive can type it (or retry once opted in).
        await repos.voiceRecordings.setTranscriptionFailed(executiveId, recordingId);
        return c.json({
          success: true,
          audioFileUrl: url,
          size: data.length,
          transcription: 'unavailable',
          transcript: '',
        } satisfies VoiceAudioUploadResponse);
      }
      const outcome = await transcribeRecording(deps, stt, executiveId, recordingId, { data, contentType }, executiveNow(c, clock), c.get('timeZone'));
      const after = await repos.voiceRecordings.get(executiveId, recordingId, c.get('seesPrivate'));
      const transcription: TranscriptionStatus = outcome.kind === 'done' ? 'done' : outcome.kind === 'failed' ? 'failed' : 'not-needed';
      const response: VoiceAudioUploadResponse = {
        success: true,
        audioFileUrl: url,
        size: data.length,
        transcription,
        transcript: after?.transcript ?? '',
        ...(after ? { recording: after } : {}),
        ...(outcome.kind === 'done'
          ? {
              createdPriorityId: outcome.analysis.createdPriorityId,
              ...outcome.analysis.attribution,
              ...(outcome.analysis.proposals.length > 0 ? { proposals: outcome.analysis.proposals } : {}),
            }
          : {}),
      };
      return c.json(response);
    })
    .get(path, requires('read'), validParams(ParamsSchema), async (c) => {
      const { recordingId } = c.req.valid('param');
      if (!(await repos.voiceRecordings.get(c.get('executiveId'), recordingId, c.get('seesPrivate')))) throw notFound('Voice recording');
      const info = await repos.voiceAudio.info(recordingId);
      if (!info) throw notFound('Audio');
      // Only allow-listed audio types are served (older rows included), and never inline as a page:
      // <audio> ignores Content-Disposition, a navigation downloads instead of rendering. Never
      // sniffed, stated here too: the bytes are the user's (every response also gets it from the listener).
      const headers: Record<string, string> = {
        'Content-Type': allowedAudioType(info.content_type) ?? 'application/octet-stream',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': `attachment; filename="${audioFileName(recordingId, info.content_type)}"`,
        'Accept-Ranges': 'bytes',
        'Cache-Control': 'private, no-cache',
      };
      const range = parseRange(c.req.header('range'), info.size);
      if (range === 'unsatisfiable') {
        return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}` });
      }
      if (range) {
        const chunk = await repos.voiceAudio.read(recordingId, range.start, range.end);
        return c.body(new Uint8Array(chunk), 206, {
          ...headers,
          'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`,
          'Content-Length': String(chunk.length),
        });
      }
      const all = await repos.voiceAudio.read(recordingId, 0, info.size - 1);
      return c.body(new Uint8Array(all), 200, { ...headers, 'Content-Length': String(all.length) });
    });
}

/**
 * Mounted at /voice-command/transcription: a short spoken command (raw audio/* body, at most
 * MAX_COMMAND_AUDIO_BYTES) as text, for browsers without speech recognition. Nothing is stored; 503
 * without a speech server, 409 until the executive opts in, 502 when it fails.
 */
export function voiceCommandTranscriptionRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().post('/', requires('read'), async (c) => {
    const contentType = allowedAudioType(c.req.header('content-type'));
    if (!contentType) throw unsupportedType();
    const stt = await requireSpeechToText(deps, c.get('executiveId'));
    const data = await readLimited(
      c,
      MAX_COMMAND_AUDIO_BYTES,
      () => new HttpError(413, 'payload_too_large', `A voice command must be at most ${MAX_COMMAND_AUDIO_BYTES / 1024 / 1024} MB of audio`),
    );
    if (data.length === 0) throw new HttpError(400, 'empty_body', 'Audio body is empty');
    const text = await transcribe(stt, { data, contentType, fileName: audioFileName(0, contentType).replace('recording-0', 'command') });
    if (text === null) throw new HttpError(502, 'transcription_failed', 'The speech-to-text server did not answer; type the command instead');
    const response: VoiceCommandTranscriptionResponse = { text };
    return c.json(response);
  });
}
