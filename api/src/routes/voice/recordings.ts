// Voice recordings: the spec's POST /api/voice-recording (analysed by the engine; a requested task
// becomes a priority) and the executive's list.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { CreateVoiceRecordingBodySchema, apiPaths, type CreateVoiceRecordingResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { toIsoDateTime } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { HttpError } from '../../lib/http-error';
import { validJson } from '../../lib/validation';
import { analyseTranscript, createRequestedTask } from '../../services/recording-analysis';
import { speechToTextFor } from '../../services/transcribe';
import { requires } from '../../middleware/requires';
import { assertMayMarkPrivate } from '../../lib/private-items';

/** The executive is named in the body (checked by the body router). */
export function voiceRecordingRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  return new Hono<AppEnv>().post('/', requires('write'), validJson(CreateVoiceRecordingBodySchema), async (c) => {
    const body = c.req.valid('json');
    assertMayMarkPrivate(c.get('seesPrivate'), body.private);
    const executiveId = c.get('executiveId');
    const timeZone = c.get('timeZone');
    // An empty transcript only when the server will transcribe the audio upload: the operator
    // configured speech-to-text (PROVANA_STT_*) and this executive turned it on.
    const pending = body.transcript === '';
    if (pending && !(await speechToTextFor(deps, executiveId))) throw new HttpError(400, 'validation_error', 'transcript: is required', 'transcript');
    const now = executiveNow(c, clock);
    // Nothing to send a model before the transcript exists: the built-in placeholder until it does.
    const analyser = pending ? { ...deps, model: null } : deps;
    const { analysis, attribution, taskToCreate, proposals } = await analyseTranscript(
      analyser,
      executiveId,
      { transcript: body.transcript, tags: body.tags, anchor: body.anchor },
      now,
      timeZone,
    );
    const timestamp = toIsoDateTime(now);
    const result = await repos.transaction(async (tx) => {
      const createdPriorityId = taskToCreate ? await createRequestedTask(tx, executiveId, taskToCreate, timeZone, timestamp) : null;
      const id = await tx.voiceRecordings.create({
        executiveId,
        timestamp,
        durationSeconds: body.durationSeconds,
        sessionId: `session-${randomBytes(6).toString('hex')}`,
        transcript: body.transcript,
        tagsInput: body.tags,
        anchor: body.anchor,
        insights: analysis.insights,
        actions: { ...analysis.actions, todoCreated: analysis.actions.todoCreated || createdPriorityId !== null },
        tags: analysis.tags,
        transcriptionStatus: pending ? 'pending' : 'none',
        taskCreated: createdPriorityId !== null,
        private: body.private,
      });
      return { id, createdPriorityId };
    });
    const recording = await repos.voiceRecordings.get(executiveId, result.id, c.get('seesPrivate'));
    if (!recording) throw new HttpError(500, 'internal_error', 'Recording was not stored');
    const response: CreateVoiceRecordingResponse = {
      success: true,
      recording,
      insights: recording.insights,
      audioUploadUrl: apiPaths.voiceRecordingAudio(executiveId, recording.id),
      createdPriorityId: result.createdPriorityId,
      ...attribution,
      ...(proposals.length > 0 ? { proposals } : {}),
    };
    return c.json(response, 201);
  });
}

/** Mounted at /voice-recordings: the executive's list. */
export const voiceRecordingListRoutes = ({ repos }: RouteDeps) =>
  new Hono<AppEnv>().get('/', requires('read'), async (c) => c.json(await repos.voiceRecordings.list(c.get('executiveId'), c.get('seesPrivate'))));
