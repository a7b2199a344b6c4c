// Voice recordings: the spec's POST /api/voice-recording (analysed by the engine; a requested task
// becomes a priority) and the executive's list.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { CreateVoiceRecordingBodySchema, apiPaths, type CreateVoiceRecordingResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { atTime, normalizeDateTime, toLocalDateTime } from '../../lib/dates';
import { executiveNow } from '../../lib/executive-now';
import { HttpError } from '../../lib/http-error';
import { validJson } from '../../lib/validation';
import { assistantFor } from '../../services/assistant-for';

const DUE_TIME = '17:00';

/** Engine due dates may be a date or a date-time; priorities store a date-time. */
function priorityDueDate(due: string | null, timeZone: string): string | null {
  if (!due) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(due)) return atTime(due, DUE_TIME);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(due) ? normalizeDateTime(due, timeZone) : null;
}

/** The executive is named in the body (checked by the body router). */
export function voiceRecordingRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  return new Hono<AppEnv>().post('/', validJson(CreateVoiceRecordingBodySchema), async (c) => {
    const body = c.req.valid('json');
    // An empty transcript only when the server will transcribe the audio upload (PROVANA_STT_*).
    if (body.transcript === '' && !deps.stt) throw new HttpError(400, 'validation_error', 'transcript: is required', 'transcript');
    const executiveId = c.get('executiveId');
    const now = executiveNow(c, clock);
    const goals = await repos.goals.list(executiveId);
    const { engine, answers } = await assistantFor(deps, executiveId);
    const analysis = await engine.analyzeVoiceRecording({ transcript: body.transcript, tags: body.tags, anchor: body.anchor, now, goals });
    const attribution = answers.attribution();
    // The built-in engine's requested task is created at once (the spec's flow); a model's is only
    // proposed: nothing a model suggests is written without the executive's confirmation.
    const proposed = attribution.answeredBy === 'model' ? analysis.requestedTask : null;
    const timestamp = toLocalDateTime(now);
    const result = await repos.transaction(async (tx) => {
      const task = proposed ? null : analysis.requestedTask;
      const createdPriorityId = task
        ? await tx.priorities.create({ executiveId, task: task.task.slice(0, 200), description: task.description.slice(0, 2000), urgency: task.urgency, dueDate: priorityDueDate(task.dueDate, c.get('timeZone')), source: 'voice', createdAt: timestamp })
        : null;
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
      });
      return { id, createdPriorityId };
    });
    const recording = await repos.voiceRecordings.get(executiveId, result.id);
    if (!recording) throw new HttpError(500, 'internal_error', 'Recording was not stored');
    const response: CreateVoiceRecordingResponse = {
      success: true,
      recording,
      insights: recording.insights,
      audioUploadUrl: apiPaths.voiceRecordingAudio(executiveId, recording.id),
      createdPriorityId: result.createdPriorityId,
      ...attribution,
      ...(proposed ? { proposals: [{ kind: 'create_priority' as const, task: proposed.task.slice(0, 200), description: proposed.description.slice(0, 2000), urgency: proposed.urgency, dueDate: priorityDueDate(proposed.dueDate, c.get('timeZone')) }] } : {}),
    };
    return c.json(response, 201);
  });
}

/** Under /api/executive/:id. */
export const voiceRecordingListRoutes = ({ repos }: RouteDeps) =>
  new Hono<AppEnv>().get('/voice-recordings', async (c) => c.json(await repos.voiceRecordings.list(c.get('executiveId'))));
