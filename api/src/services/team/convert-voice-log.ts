// Converting a team voice log to an action: the log is marked converted and, the first time, a real
// priority is created from its transcription (it then shows in the Daily Brief). One transaction.
import type { DirectReport, TeamVoiceLog } from '@provana/contracts';
import type { Repositories } from '../../db/repositories';
import { addDaysToIsoDate, atTime, toIsoDate, toIsoDateTime } from '@provana/dates';

const TASK_MAX = 200;

/** 'Sarah Chen: <first sentence of the transcription>', at most 200 characters. */
export function taskFromTranscription(reportName: string, transcription: string): string {
  const text = transcription.trim().replace(/\s+/g, ' ');
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  const task = `${reportName}: ${sentence}`;
  return task.length <= TASK_MAX ? task : `${task.slice(0, TASK_MAX - 3).trimEnd()}...`;
}

/** Due at the report's next 1:1 when it is still ahead, otherwise in three days at 17:00. */
export function actionDueDate(report: Pick<DirectReport, 'next_meeting'>, now: Date): string {
  const nowText = toIsoDateTime(now);
  if (report.next_meeting && report.next_meeting > nowText) return report.next_meeting;
  return atTime(addDaysToIsoDate(toIsoDate(now), 3), '17:00');
}

export function convertVoiceLog(
  repos: Repositories,
  now: Date,
  executiveId: number,
  report: DirectReport,
  logId: number,
  converted: boolean,
): Promise<TeamVoiceLog | undefined> {
  return repos.transaction(async (tx) => {
    const log = await tx.teamVoiceLogs.get(report.id, logId);
    if (!log) return undefined;
    // Only the request that flips the flag creates the priority: two conversions at once make one.
    const flipped = await tx.teamVoiceLogs.setConverted(report.id, logId, converted);
    if (converted && flipped) {
      await tx.priorities.create({
        executiveId,
        task: taskFromTranscription(report.name, log.transcription),
        description: `From a voice log about ${report.name} (${log.date}): ${log.transcription}`.slice(0, 2000),
        urgency: 'medium',
        dueDate: actionDueDate(report, now),
        source: 'team_voice_log',
        createdAt: toIsoDateTime(now),
      });
    }
    return tx.teamVoiceLogs.get(report.id, logId);
  });
}
