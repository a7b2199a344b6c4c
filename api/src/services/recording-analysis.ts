// A voice recording's analysis, the one the creation path runs and the one run again when its
// transcript changes (the server transcribed it, the executive edited it): the engine picked by
// assistantFor (the model with the built-in fallback, or the built-in), its insights, actions and tags
// stored, and the requested task created as a priority at most once per recording. A model's task is
// only proposed: nothing a model suggests is written without the executive's confirmation.
import type { Attribution, ProposedAction } from '@provana/contracts';
import type { AssistantDeps } from './assistant-for';
import type { VoiceRecordingAnalysis } from '../assistant/engine';
import type { Repositories } from '../db/repositories';
import { atTime, normalizeDateTime, toIsoDateTime } from '@provana/dates';
import { notFound } from '../lib/http-error';
import { assistantFor } from './assistant-for';

type RequestedTask = NonNullable<VoiceRecordingAnalysis['requestedTask']>;

const DUE_TIME = '17:00';

/** Engine due dates may be a date or a date-time; priorities store a date-time. */
function priorityDueDate(due: string | null, timeZone: string): string | null {
  if (!due) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(due)) return atTime(due, DUE_TIME);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(due) ? normalizeDateTime(due, timeZone) : null;
}

export interface TranscriptAnalysis {
  analysis: VoiceRecordingAnalysis;
  attribution: Attribution;
  /** The task to create now (the built-in engine's), or null. */
  taskToCreate: RequestedTask | null;
  /** What a model proposes instead (for the response; never written here). */
  proposals: ProposedAction[];
}

export async function analyseTranscript(
  deps: AssistantDeps,
  executiveId: number,
  input: { transcript: string; tags: string; anchor: string },
  now: Date,
  timeZone: string,
): Promise<TranscriptAnalysis> {
  const goals = await deps.repos.goals.list(executiveId);
  const { engine, answers } = await assistantFor(deps, executiveId);
  const analysis = await engine.analyzeVoiceRecording({ ...input, now, goals });
  const attribution = answers.attribution();
  const task = analysis.requestedTask;
  const byModel = attribution.answeredBy === 'model';
  return {
    analysis,
    attribution,
    taskToCreate: byModel ? null : task,
    proposals:
      byModel && task
        ? [
            {
              kind: 'create_priority',
              task: task.task.slice(0, 200),
              description: task.description.slice(0, 2000),
              urgency: task.urgency,
              dueDate: priorityDueDate(task.dueDate, timeZone),
            },
          ]
        : [],
  };
}

/** The requested task as the priority the spec's flow creates ("voice" source). */
export function createRequestedTask(tx: Repositories, executiveId: number, task: RequestedTask, timeZone: string, createdAt: string): Promise<number> {
  return tx.priorities.create({
    executiveId,
    task: task.task.slice(0, 200),
    description: task.description.slice(0, 2000),
    urgency: task.urgency,
    dueDate: priorityDueDate(task.dueDate, timeZone),
    source: 'voice',
    createdAt,
  });
}

export interface Reanalysed {
  createdPriorityId: number | null;
  attribution: Attribution;
  proposals: ProposedAction[];
}

/**
 * Analyses a stored recording's current transcript again and stores the result. Stored only if the
 * transcript is still the one analysed (a later change brings its own analysis); the search index
 * follows the row (FTS5 trigger on SQLite, the generated tsvector on PostgreSQL).
 */
export async function reanalyseRecording(deps: AssistantDeps, executiveId: number, recordingId: number, now: Date, timeZone: string): Promise<Reanalysed> {
  const input = await deps.repos.voiceRecordings.analysisInput(executiveId, recordingId);
  if (!input) throw notFound('Voice recording');
  const { analysis, attribution, taskToCreate, proposals } = await analyseTranscript(
    deps,
    executiveId,
    { transcript: input.transcript, tags: input.tagsInput, anchor: input.anchor },
    now,
    timeZone,
  );
  const createdPriorityId = await deps.repos.transaction(async (tx) => {
    // A task to create is created below or already was (claimTask): either way the recording has one.
    const actions = { ...analysis.actions, todoCreated: analysis.actions.todoCreated || input.taskCreated || taskToCreate !== null };
    const saved = await tx.voiceRecordings.saveAnalysis(executiveId, recordingId, input.transcript, {
      insights: analysis.insights,
      actions,
      tags: analysis.tags,
    });
    if (!saved || !taskToCreate || !(await tx.voiceRecordings.claimTask(executiveId, recordingId))) return null;
    return createRequestedTask(tx, executiveId, taskToCreate, timeZone, toIsoDateTime(now));
  });
  return { createdPriorityId, attribution, proposals };
}
