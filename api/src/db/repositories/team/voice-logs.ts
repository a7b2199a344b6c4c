// A direct report's voice logs (the executive's spoken notes about them), latest first.
import type { TeamVoiceLog } from '@provana/contracts';
import type { Selectable } from 'kysely';
import type { TeamVoiceLogsTable } from '../../schema';
import type { Conn } from '../conn';
import { parseList, toJson } from '../json';

type LogRow = Pick<Selectable<TeamVoiceLogsTable>, 'id' | 'date' | 'audio_url' | 'transcription' | 'tags' | 'converted_to_action'>;

const toLog = (r: LogRow): TeamVoiceLog => ({
  id: r.id,
  date: r.date,
  audio_url: r.audio_url,
  transcription: r.transcription,
  tags: parseList(r.tags),
  converted_to_action: r.converted_to_action === 1,
});

export function teamVoiceLogsRepository({ db }: Conn) {
  const logsOf = (reportId: number) =>
    db
      .selectFrom('team_voice_logs')
      .select(['id', 'date', 'audio_url', 'transcription', 'tags', 'converted_to_action'])
      .where('direct_report_id', '=', reportId);
  return {
    list: async (reportId: number): Promise<TeamVoiceLog[]> => (await logsOf(reportId).orderBy('date', 'desc').orderBy('id', 'desc').execute()).map(toLog),
    get: async (reportId: number, logId: number): Promise<TeamVoiceLog | undefined> => {
      const row = await logsOf(reportId).where('id', '=', logId).executeTakeFirst();
      return row ? toLog(row) : undefined;
    },
    add: async (reportId: number, log: Omit<TeamVoiceLog, 'id'>): Promise<number> => {
      const row = await db
        .insertInto('team_voice_logs')
        .values({
          direct_report_id: reportId,
          date: log.date,
          audio_url: log.audio_url,
          transcription: log.transcription,
          tags: toJson(log.tags),
          converted_to_action: log.converted_to_action ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Sets the flag; true only when it changed (a concurrent conversion waits for this one, then changes nothing). */
    setConverted: async (reportId: number, logId: number, converted: boolean): Promise<boolean> => {
      const flag = converted ? 1 : 0;
      const result = await db
        .updateTable('team_voice_logs')
        .set({ converted_to_action: flag })
        .where('direct_report_id', '=', reportId)
        .where('id', '=', logId)
        .where('converted_to_action', '<>', flag)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
