// Direct reports: the team (coaching notes attached), look-up by name, the 24-hour alerts, the
// roster (add, edit, archive) and the report's last/next 1:1. An archived report is hidden from
// every read but keeps its name: names stay unique per executive, archived reports included.
import type { CoachingNote, DirectReport, TeamListEntry } from '@provana/contracts';
import type { Selectable } from 'kysely';
import type { DirectReportsTable } from '../../schema';
import type { Conn } from '../conn';
import { parseList, toJson } from '../json';
import { coachingNotesRepository } from './coaching-notes';

type ReportRow = Selectable<DirectReportsTable>;

export type NewDirectReport = Omit<DirectReport, 'id' | 'notes'> & { executiveId: number };
export interface ReportFields {
  name: string;
  role: string;
  start_date: string;
  development_focus: string;
  goals_linked: string[];
}

const toReport = (r: ReportRow, notes: CoachingNote[]): DirectReport => ({
  id: r.id,
  name: r.name,
  role: r.role,
  start_date: r.start_date,
  next_meeting: r.next_meeting,
  last_meeting: r.last_meeting,
  goals_linked: parseList(r.goals_linked),
  development_focus: r.development_focus,
  notes,
  alerts: { reminder_24hr_before: r.reminder_24hr_before === 1, check_in_prompt: r.check_in_prompt },
});

export function directReportsRepository(conn: Conn) {
  const { db } = conn;
  const notes = coachingNotesRepository(conn);
  const visible = (executiveId: number) => db.selectFrom('direct_reports').selectAll().where('executive_id', '=', executiveId).where('archived_at', 'is', null);
  const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;
  return {
    /**
     * The team in name order, each report with its notes (latest first) and its open 1:1 action items,
     * counted in the reports' own statement (a correlated count over the (direct_report_id, done) index).
     */
    list: async (executiveId: number, seesPrivate: boolean): Promise<TeamListEntry[]> => {
      const reports = visible(executiveId)
        .select((eb) =>
          eb
            .selectFrom('team_action_items as a')
            .select(eb.fn.countAll().as('n'))
            .whereRef('a.direct_report_id', '=', 'direct_reports.id')
            .where('a.done', '=', 0)
            .as('open_action_items'),
        )
        .orderBy('name');
      const [rows, byReport] = await Promise.all([reports.execute(), notes.ofTeam(executiveId, seesPrivate)]);
      // COUNT is a bigint on PostgreSQL (a string through pg), a number on SQLite.
      return rows.map((r) => ({ ...toReport(r, byReport.get(r.id) ?? []), open_action_items: Number(r.open_action_items ?? 0) }));
    },
    /** A report with the notes the reader may see. */
    findByName: async (executiveId: number, name: string, seesPrivate: boolean): Promise<DirectReport | undefined> => {
      const row = await visible(executiveId).where('name', '=', name).executeTakeFirst();
      return row ? toReport(row, await notes.ofReport(row.id, seesPrivate)) : undefined;
    },
    /** Reports with the 24-hour reminder on whose next meeting starts in [from, to). */
    alertsBetween: async (executiveId: number, from: string, to: string): Promise<DirectReport[]> => {
      const rows = await visible(executiveId)
        .where('next_meeting', '>=', from)
        .where('next_meeting', '<', to)
        .where('reminder_24hr_before', '=', 1)
        .orderBy('next_meeting')
        .execute();
      return rows.map((r) => toReport(r, []));
    },
    create: async (r: NewDirectReport): Promise<number> => {
      const row = await db
        .insertInto('direct_reports')
        .values({
          executive_id: r.executiveId,
          name: r.name,
          role: r.role,
          start_date: r.start_date,
          next_meeting: r.next_meeting,
          last_meeting: r.last_meeting,
          goals_linked: toJson(r.goals_linked),
          development_focus: r.development_focus,
          reminder_24hr_before: r.alerts.reminder_24hr_before ? 1 : 0,
          check_in_prompt: r.alerts.check_in_prompt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Whether another report (any but exceptId, archived included) already has the name. */
    nameTaken: async (executiveId: number, name: string, exceptId = 0): Promise<boolean> => {
      const row = await db
        .selectFrom('direct_reports')
        .select('id')
        .where('executive_id', '=', executiveId)
        .where('name', '=', name)
        .where('id', '<>', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },
    update: async (id: number, fields: ReportFields): Promise<boolean> =>
      changed(
        await db
          .updateTable('direct_reports')
          .set({
            name: fields.name,
            role: fields.role,
            start_date: fields.start_date,
            development_focus: fields.development_focus,
            goals_linked: toJson(fields.goals_linked),
          })
          .where('id', '=', id)
          .where('archived_at', 'is', null)
          .executeTakeFirst(),
      ),
    archive: async (id: number, at: string): Promise<boolean> =>
      changed(await db.updateTable('direct_reports').set({ archived_at: at }).where('id', '=', id).where('archived_at', 'is', null).executeTakeFirst()),
    setNextMeeting: async (id: number, at: string | null): Promise<boolean> =>
      changed(await db.updateTable('direct_reports').set({ next_meeting: at }).where('id', '=', id).executeTakeFirst()),
    /** After a 1:1: the held meeting becomes the last one, the next scheduled one (or none) the next. */
    setMeetings: async (id: number, last: string | null, next: string | null): Promise<boolean> =>
      changed(await db.updateTable('direct_reports').set({ last_meeting: last, next_meeting: next }).where('id', '=', id).executeTakeFirst()),
  };
}
