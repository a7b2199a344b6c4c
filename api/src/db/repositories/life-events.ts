// Life (personal) events: the personal_events table, by date.
import type { PersonalEvent } from '@provana/contracts';
import type { Selectable } from 'kysely';
import type { PersonalEventsTable } from '../schema';
import type { Conn } from './conn';
import { privateFlag, privateMark, setItemPrivate } from './private-flag';

const COLUMNS = ['id', 'event', 'date', 'location', 'reminder_set', 'private'] as const;
type LifeEventRow = Pick<Selectable<PersonalEventsTable>, (typeof COLUMNS)[number]>;

const toLifeEvent = (r: LifeEventRow): PersonalEvent => ({
  id: r.id,
  event: r.event,
  date: r.date,
  location: r.location,
  reminderSet: r.reminder_set === 1,
  ...privateMark(r.private),
});

export function lifeEventsRepository({ db }: Conn) {
  const select = (executiveId: number, seesPrivate: boolean) =>
    db
      .selectFrom('personal_events')
      .select(COLUMNS)
      .where('executive_id', '=', executiveId)
      .$if(!seesPrivate, (qb) => qb.where('private', '=', 0));
  return {
    list: async (executiveId: number, seesPrivate: boolean): Promise<PersonalEvent[]> =>
      (await select(executiveId, seesPrivate).orderBy('date').orderBy('id').execute()).map(toLifeEvent),
    /** Events dated in [from, to) ('YYYY-MM-DD' bounds). */
    between: async (executiveId: number, from: string, to: string, seesPrivate: boolean): Promise<PersonalEvent[]> =>
      (await select(executiveId, seesPrivate).where('date', '>=', from).where('date', '<', to).orderBy('date').orderBy('id').execute()).map(toLifeEvent),
    create: async (p: Omit<PersonalEvent, 'id'> & { executiveId: number }): Promise<number> => {
      const row = await db
        .insertInto('personal_events')
        .values({
          executive_id: p.executiveId,
          event: p.event,
          date: p.date,
          location: p.location,
          reminder_set: p.reminderSet ? 1 : 0,
          private: privateFlag(p.private),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Marks an event the reader may see private or not; false when there is none such. */
    setPrivate: (executiveId: number, id: number, isPrivate: boolean, seesPrivate: boolean): Promise<boolean> =>
      setItemPrivate(db, 'personal_events', executiveId, id, isPrivate, seesPrivate),
  };
}
