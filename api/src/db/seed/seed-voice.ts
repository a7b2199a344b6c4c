// Sample voice recordings, analysed by the built-in engine at seed time so their insights, actions
// and tags are exactly what the same words would produce if recorded now. Like the live route, a
// recording that asks for a task creates that priority (source 'voice').
import { analyzeVoiceRecording } from '../../assistant/built-in/voice-analysis/analyze-voice-recording';
import { addHours, toIsoDate, toIsoDateTime } from '@provana/dates';
import type { Repositories } from '../repositories';
import { voiceRecordingSeeds } from './data/voice-recordings';

/** Call after the goals are seeded: the analysis links recordings to them. */
export async function seedVoiceRecordings(repos: Repositories, executiveId: number, now: Date): Promise<void> {
  const goals = await repos.goals.list(executiveId);
  for (const [i, v] of voiceRecordingSeeds.entries()) {
    const at = addHours(now, -v.hoursAgo);
    const timestamp = toIsoDateTime(at);
    const analysis = analyzeVoiceRecording({ transcript: v.transcript, tags: v.tagsInput, anchor: v.anchor, now: at, goals });
    const task = analysis.requestedTask;
    if (task) {
      await repos.priorities.create({
        executiveId,
        task: task.task.slice(0, 200),
        description: task.description.slice(0, 2000),
        urgency: task.urgency,
        dueDate: task.dueDate,
        source: 'voice',
        createdAt: timestamp,
      });
    }
    await repos.voiceRecordings.create({
      executiveId,
      timestamp,
      durationSeconds: v.durationSeconds,
      // 'session-YYYYMMDD-n': the seed's own form (recorded ones use random hex).
      sessionId: `session-${toIsoDate(at).replaceAll('-', '')}-${i + 1}`,
      transcript: v.transcript,
      tagsInput: v.tagsInput,
      anchor: v.anchor,
      insights: analysis.insights,
      actions: { ...analysis.actions, todoCreated: analysis.actions.todoCreated || task !== null },
      tags: analysis.tags,
    });
  }
}
