// A direct report's 1:1s: the agenda's talking points (added in order, reordered, checked off at a
// meeting), action items with an owner and a due date, and the next follow-up 1:1 on the calendar.
import type { ActionItemOwner, TeamActionItem } from '@provana/contracts';
import { sql, type Selectable } from 'kysely';
import type { TeamActionItemsTable } from '../../schema';
import type { TalkingPointRow } from '../../../services/team/agenda';
import type { Conn } from '../conn';

type ActionRow = Pick<Selectable<TeamActionItemsTable>, 'id' | 'text' | 'owner' | 'due_date' | 'done' | 'priority_id'>;
const toAction = (r: ActionRow): TeamActionItem => ({
  id: r.id,
  text: r.text,
  owner: r.owner,
  due_date: r.due_date,
  done: r.done === 1,
  priority_id: r.priority_id,
});

export interface NewTeamActionItem {
  text: string;
  owner: ActionItemOwner;
  dueDate: string;
  priorityId: number | null;
  createdAt: string;
}

export function oneOnOnesRepository({ db }: Conn) {
  const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;
  const actions = (reportId: number) =>
    db.selectFrom('team_action_items').select(['id', 'text', 'owner', 'due_date', 'done', 'priority_id']).where('direct_report_id', '=', reportId);
  return {
    talkingPoints: (reportId: number): Promise<TalkingPointRow[]> =>
      db
        .selectFrom('talking_points')
        .select(['id', 'text', 'position', 'meeting_at', 'done_at', 'done_meeting'])
        .where('direct_report_id', '=', reportId)
        .orderBy('position')
        .orderBy('id')
        .execute(),
    /** Appended after the report's last point, on the agenda of the given meeting. */
    addTalkingPoint: async (reportId: number, text: string, meetingAt: string | null, createdAt: string): Promise<number> => {
      const row = await db
        .insertInto('talking_points')
        .values((eb) => ({
          direct_report_id: reportId,
          text,
          position: eb
            .selectFrom('talking_points')
            .select(sql<number>`COALESCE(MAX(position), -1) + 1`.as('next'))
            .where('direct_report_id', '=', reportId),
          meeting_at: meetingAt,
          created_at: createdAt,
        }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    setTalkingPointDone: async (reportId: number, pointId: number, doneAt: string | null, doneMeeting: string | null): Promise<boolean> =>
      changed(
        await db
          .updateTable('talking_points')
          .set({ done_at: doneAt, done_meeting: doneMeeting })
          .where('direct_report_id', '=', reportId)
          .where('id', '=', pointId)
          .executeTakeFirst(),
      ),
    /** Positions 0..n-1 in the given order (ids distinct); false (nothing changed) when an id is not the report's. */
    reorderTalkingPoints: async (reportId: number, ids: readonly number[]): Promise<boolean> => {
      // A point never changes report and is never deleted, so the check holds for the update that follows,
      // which moves every point in one statement.
      const own = await db.selectFrom('talking_points').select('id').where('direct_report_id', '=', reportId).where('id', 'in', ids).execute();
      if (own.length !== new Set(ids).size) return false;
      const position = sql<number>`CASE id ${sql.join(
        ids.map((id, index) => sql`WHEN ${id} THEN ${sql.lit(index)}`),
        sql` `,
      )} ELSE position END`;
      await db.updateTable('talking_points').set({ position }).where('direct_report_id', '=', reportId).where('id', 'in', ids).execute();
      return true;
    },
    /** Open items first, then by due date. */
    actionItems: async (reportId: number): Promise<TeamActionItem[]> =>
      (await actions(reportId).orderBy('done').orderBy('due_date').orderBy('id').execute()).map(toAction),
    actionItem: async (reportId: number, itemId: number): Promise<TeamActionItem | undefined> => {
      const row = await actions(reportId).where('id', '=', itemId).executeTakeFirst();
      return row ? toAction(row) : undefined;
    },
    addActionItem: async (reportId: number, item: NewTeamActionItem): Promise<number> => {
      const row = await db
        .insertInto('team_action_items')
        .values({
          direct_report_id: reportId,
          text: item.text,
          owner: item.owner,
          due_date: item.dueDate,
          priority_id: item.priorityId,
          created_at: item.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    setActionItemDone: async (reportId: number, itemId: number, done: boolean): Promise<boolean> =>
      changed(
        await db
          .updateTable('team_action_items')
          .set({ done: done ? 1 : 0 })
          .where('direct_report_id', '=', reportId)
          .where('id', '=', itemId)
          .executeTakeFirst(),
      ),
    /** The earliest follow-up 1:1 (calendar event with that title) after a time. */
    nextOneOnOne: async (executiveId: number, title: string, after: string): Promise<string | null> => {
      const row = await db
        .selectFrom('calendar_events')
        .select('start_time')
        .where('executive_id', '=', executiveId)
        .where('title', '=', title)
        .where('start_time', '>', after)
        .orderBy('start_time')
        .limit(1)
        .executeTakeFirst();
      return row?.start_time ?? null;
    },
  };
}
