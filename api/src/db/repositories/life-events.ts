// Life (personal) events: the personal_events table, by date.
import type { PersonalEvent } from '@provana/contracts';
import type { Conn } from './conn';

interface LifeEventRow {
  id: number;
  event: string;
  date: string;
  location: string;
  reminder_set: number;
}

const toLifeEvent = (r: LifeEventRow): PersonalEvent => ({ id: r.id, event: r.event, date: r.date, location: r.location, reminderSet: r.reminder_set === 1 });

export function lifeEventsRepository({ db }: Conn) {
  const select = (executiveId: number) =>
    db.selectFrom('personal_events').select(['id', 'event', 'date', 'location', 'reminder_set']).where('executive_id', '=', executiveId);
  return {
    list: async (executiveId: number): Promise<PersonalEvent[]> => (await select(executiveId).orderBy('date').orderBy('id').execute()).map(toLifeEvent),
    /** Events dated in [from, to) ('YYYY-MM-DD' bounds). */
    between: async (executiveId: number, from: string, to: string): Promise<PersonalEvent[]> =>
      (await select(executiveId).where('date', '>=', from).where('date', '<', to).orderBy('date').orderBy('id').execute()).map(toLifeEvent),
    create: async (p: Omit<PersonalEvent, 'id'> & { executiveId: number }): Promise<number> => {
      const row = await db
        .insertInto('personal_events')
        .values({ executive_id: p.executiveId, event: p.event, date: p.date, location: p.location, reminder_set: p.reminderSet ? 1 : 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
