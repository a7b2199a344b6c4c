// "Added by Sam" through the API, on SQLite and PostgreSQL: the lists of priorities (and the daily
// brief's), calendar events and memory notes say which delegate last added or changed an item, from
// the workspace's activity log; the owner's own writes say nothing, and the owner's later change to
// an item a delegate wrote clears it (the latest writer wins).
import { describe, expect, it } from 'vitest';
import { apiPaths, type ActivityPage, type CalendarEvent, type CalendarResponse, type DailyBrief, type MemoryNote, type Priority } from '@provana/contracts';
import { createTestContext, get, send, type TestContext } from '../../../test/helpers';
import { delegateAs } from '../../../test/support/delegates';
import { createApp } from '../../app';
import { createBuiltInEngine } from '../../assistant/built-in';
import { createChangeHub, type ChangeHub } from '../../live/change-hub';

const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await (await res).json()) as T;

const priorities = (t: TestContext, cookie: string) => json<Priority[]>(get(t.app, apiPaths.priorities(1), cookie));
const briefPriorities = async (t: TestContext, cookie: string) => (await json<DailyBrief>(get(t.app, apiPaths.dailyBrief(1), cookie))).priorities;
const events = (t: TestContext) => json<CalendarEvent[]>(get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-10&to=2025-03-16`, t.demoCookie));
const notes = (t: TestContext) => json<MemoryNote[]>(get(t.app, apiPaths.memory(1), t.demoCookie));

async function created<T>(res: Response | Promise<Response>): Promise<T> {
  const answer = await res;
  expect(answer.status).toBe(201);
  return json<T>(answer);
}

const newEvent = (title: string) => ({
  title,
  startTime: '2025-03-12T15:00:00',
  endTime: '2025-03-12T16:00:00',
  type: 'other',
  priority: 'medium',
});

describe('who added or changed an item, in its list', () => {
  it('names the delegate who added a priority or changed an event; the owner’s own writes, and a later owner change, name no one', async () => {
    const t = await createTestContext();
    const sam = await delegateAs(t, 'sam.lee@example.com', 'editor', t.demoCookie);
    const ownerEvent = await created<CalendarEvent>(send(t.app, 'POST', apiPaths.calendarEvents(1), newEvent('Board prep'), t.demoCookie));
    const ownerTask = await created<Priority>(send(t.app, 'POST', apiPaths.priorities(1), { task: 'Owner task', urgency: 'low' }, t.demoCookie));

    const samTask = await created<Priority>(send(t.app, 'POST', apiPaths.priorities(1), { task: 'Book flights', urgency: 'high' }, sam.cookie));
    const moved = await send(
      t.app,
      'PATCH',
      apiPaths.calendarEvent(1, ownerEvent.id),
      { startTime: '2025-03-12T17:00:00', endTime: '2025-03-12T18:00:00', title: 'Board prep (moved)' },
      sam.cookie,
    );
    expect(moved.status).toBe(200);

    // The name the log wrote for Sam: the lists use the same.
    const log = await json<ActivityPage>(get(t.app, apiPaths.activity(1), t.demoCookie));
    const samName = log.entries.find((e) => e.actorUserId !== null && e.description.includes('Book flights'))?.actorName ?? '';
    expect(samName).not.toBe('');

    const list = await priorities(t, t.demoCookie);
    expect(list.find((p) => p.id === samTask.id)?.byDelegate).toEqual({ name: samName, verb: 'added' });
    expect(list.find((p) => p.id === ownerTask.id)?.byDelegate ?? null).toBeNull();
    expect(list.filter((p) => p.byDelegate)).toHaveLength(1);
    // The brief's priorities, and the delegate's own view of the list, say the same.
    expect((await briefPriorities(t, t.demoCookie)).find((p) => p.id === samTask.id)?.byDelegate).toEqual({ name: samName, verb: 'added' });
    expect((await priorities(t, sam.cookie)).find((p) => p.id === samTask.id)?.byDelegate).toEqual({ name: samName, verb: 'added' });

    const eventList = await events(t);
    expect(eventList.find((e) => e.id === ownerEvent.id)?.byDelegate).toEqual({ name: samName, verb: 'changed' });
    expect(eventList.filter((e) => e.byDelegate)).toHaveLength(1);
    // The month grid's day list too.
    const month = await json<CalendarResponse>(get(t.app, `${apiPaths.calendar(1)}?from=2025-03-01&to=2025-03-31`, t.demoCookie));
    expect(month.items.filter((i) => i.byDelegate)).toEqual([
      expect.objectContaining({ id: `event-${ownerEvent.id}`, byDelegate: { name: samName, verb: 'changed' } }),
    ]);

    // The owner completes Sam's priority and moves the event back: the latest writer wins.
    expect((await send(t.app, 'PATCH', apiPaths.priority(1, samTask.id), { completed: true }, t.demoCookie)).status).toBe(200);
    expect(
      (await send(t.app, 'PATCH', apiPaths.calendarEvent(1, ownerEvent.id), { startTime: '2025-03-12T15:00:00', endTime: '2025-03-12T16:00:00' }, t.demoCookie))
        .status,
    ).toBe(200);
    expect((await priorities(t, t.demoCookie)).some((p) => p.byDelegate)).toBe(false);
    expect((await briefPriorities(t, t.demoCookie)).some((p) => p.byDelegate)).toBe(false);
    expect((await events(t)).some((e) => e.byDelegate)).toBe(false);

    // Sam completes it again (a change, not an add).
    expect((await send(t.app, 'PATCH', apiPaths.priority(1, samTask.id), { completed: false }, sam.cookie)).status).toBe(200);
    expect((await priorities(t, t.demoCookie)).find((p) => p.id === samTask.id)?.byDelegate).toEqual({ name: samName, verb: 'changed' });
  });

  it('tells open dashboards of a delegate’s write only once the activity log has its line (their refetch reads "added by")', async () => {
    const t = await createTestContext();
    const hub = createChangeHub();
    const logged: Promise<boolean>[] = [];
    const linesAbout = (task: string) =>
      t.db.dialect === 'sqlite'
        ? // Read at the very moment of publishing: SQLite answers synchronously. (On PostgreSQL the line's
          // insert is real I/O: before live updates waited for it, dashboards heard of the write first.)
          Promise.resolve(t.db.sqlite.prepare('SELECT COUNT(*) AS n FROM activity_log WHERE description LIKE ?').get(`%${task}%`) as { n: number })
        : t.row<{ n: number }>('SELECT COUNT(*) AS n FROM activity_log WHERE description LIKE ?', `%${task}%`);
    const changes: ChangeHub = {
      ...hub,
      publish: (hint) => {
        logged.push(linesAbout('Book flights').then((r) => Number(r?.n) === 1));
        hub.publish(hint);
      },
    };
    const app = createApp({ db: t.db, clock: t.clock, engine: createBuiltInEngine(), changes });
    try {
      const sam = await delegateAs({ app }, 'sam.lee@example.com', 'editor', t.demoCookie);
      logged.length = 0;
      await created(send(app, 'POST', apiPaths.priorities(1), { task: 'Book flights', urgency: 'high' }, sam.cookie));
      await expect.poll(() => logged.length).toBeGreaterThan(0);
      expect(await Promise.all(logged)).toEqual(logged.map(() => true));
    } finally {
      await hub.stop();
    }
  });

  it('names the delegate who added a memory note or an event through the assistant; never on a Busy event', async () => {
    const t = await createTestContext();
    const sam = await delegateAs(t, 'sam.lee@example.com', 'editor', t.demoCookie);
    const note = await created<{ id: number }>(
      send(t.app, 'POST', apiPaths.assistantActions(1), { action: { kind: 'add_memory_note', note: 'Likes window seats' } }, sam.cookie),
    );
    const scheduled = await created<{ id: number }>(
      send(
        t.app,
        'POST',
        apiPaths.assistantActions(1),
        { action: { kind: 'schedule_event', title: 'Call the venue', startTime: '2025-03-13T10:00:00', endTime: '2025-03-13T10:30:00' } },
        sam.cookie,
      ),
    );
    const noteList = await notes(t);
    const samName = noteList.find((n) => n.id === note.id)?.byDelegate?.name ?? '';
    expect(samName).not.toBe('');
    expect(noteList.find((n) => n.id === note.id)?.byDelegate).toEqual({ name: samName, verb: 'added' });
    expect(noteList.filter((n) => n.byDelegate)).toHaveLength(1);
    expect((await events(t)).find((e) => e.id === scheduled.id)?.byDelegate).toEqual({ name: samName, verb: 'added' });

    // The owner makes that event private: an Editor reads it as Busy, with nothing of who wrote it.
    expect((await send(t.app, 'PATCH', apiPaths.calendarEventPrivate(1, scheduled.id), { private: true }, t.demoCookie)).status).toBe(200);
    const asSam = await json<CalendarEvent[]>(get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-10&to=2025-03-16`, sam.cookie));
    const busy = asSam.find((e) => e.id === scheduled.id);
    expect(busy?.busy).toBe(true);
    expect(busy?.byDelegate).toBeUndefined();
  });
});
