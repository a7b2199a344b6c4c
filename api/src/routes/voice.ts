import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import {
  CreateVoiceRecordingBodySchema,
  VoiceCommandBodySchema,
  apiPaths,
  type CreateVoiceRecordingResponse,
  type VoiceCommandResponse,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { atTime, normalizeDateTime, toLocalDateTime } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { jsonBody } from '../lib/validate';
import { executiveContext } from '../services/executive-context';
import { executiveNow } from '../lib/executive-now';

const DUE_TIME = '17:00';

/** Engine due dates may be a date or a date-time; priorities store a date-time. */
function priorityDueDate(due: string | null, timeZone: string): string | null {
  if (!due) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(due)) return atTime(due, DUE_TIME);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(due) ? normalizeDateTime(due, timeZone) : null;
}

/** The spec's POST /api/voice-command: the executive is named in the body (checked by the body router). */
export function voiceCommandRoutes(deps: RouteDeps) {
  const { clock, engine } = deps;
  return new Hono<AppEnv>().post('/', async (c) => {
    const body = await jsonBody(c, VoiceCommandBodySchema);
    // A week ahead, so "next meeting" can look past today.
    const context = executiveContext(deps, c.get('executiveId'), executiveNow(c, clock), 7);
    return c.json({ response: engine.answerVoiceCommand(body.command, context) } satisfies VoiceCommandResponse);
  });
}

/** The spec's POST /api/voice-recording: the executive is named in the body (checked by the body router). */
export function voiceRecordingRoutes(deps: RouteDeps) {
  const { repos, clock, engine } = deps;
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const body = await jsonBody(c, CreateVoiceRecordingBodySchema);
      const executiveId = c.get('executiveId');
      const now = executiveNow(c, clock);
      const analysis = engine.analyzeVoiceRecording({ transcript: body.transcript, tags: body.tags, anchor: body.anchor, now, goals: repos.goals.list(executiveId) });
      const timestamp = toLocalDateTime(now);
      const result = repos.db.transaction(() => {
        const task = analysis.requestedTask;
        const createdPriorityId = task
          ? repos.priorities.create({ executiveId, task: task.task.slice(0, 200), description: task.description.slice(0, 2000), urgency: task.urgency, dueDate: priorityDueDate(task.dueDate, c.get('timeZone')), source: 'voice', createdAt: timestamp })
          : null;
        const id = repos.voiceRecordings.create({
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
      })();
      const recording = repos.voiceRecordings.get(executiveId, result.id);
      if (!recording) throw new HttpError(500, 'internal_error', 'Recording was not stored');
      const response: CreateVoiceRecordingResponse = {
        success: true,
        recording,
        insights: recording.insights,
        audioUploadUrl: apiPaths.voiceRecordingAudio(executiveId, recording.id),
        createdPriorityId: result.createdPriorityId,
      };
      return c.json(response, 201);
    });
}

/** Under /api/executive/:id. */
export const voiceRecordingListRoutes = ({ repos }: RouteDeps) =>
  new Hono<AppEnv>().get('/voice-recordings', (c) => c.json(repos.voiceRecordings.list(c.get('executiveId'))));
