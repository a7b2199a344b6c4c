// The calendar range query's scaling check: fill executive 1's calendar with many events in the 20
// years before this month (so every run returns the same month), then time one month's request.
import { openDatabase, type DatabaseConfig } from '../src/db/connection';
import { createRepositories } from '../src/db/repositories';
import type { NewCalendarEvent } from '../src/db/repositories/calendar/events';
import { toIsoDateTime } from '@provana/dates';

/** Brings executive 1's events up to `total`, many rows per INSERT, in one transaction. */
export async function fillEvents(config: DatabaseConfig, total: number): Promise<void> {
  const db = await openDatabase(config);
  const repos = createRepositories(db);
  const { n: existing } = await db.kysely
    .selectFrom('calendar_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('executive_id', '=', 1)
    .executeTakeFirstOrThrow();
  const end = new Date(new Date().getFullYear(), new Date().getMonth(), 1).getTime() - 86_400_000;
  const span = 20 * 365 * 86_400_000;
  const event = (i: number): NewCalendarEvent => {
    const start = new Date(end - Math.floor((((i * 7919) % total) / total) * span));
    return {
      executiveId: 1,
      title: `Bench event ${i}`,
      startTime: toIsoDateTime(start),
      endTime: toIsoDateTime(new Date(start.getTime() + 1_800_000)),
      type: 'focus',
      priority: 'low',
      description: '',
      relatedGoals: [],
    };
  };
  await repos.transaction(async (tx) => {
    for (let i = Number(existing); i < total; i += 10_000) {
      await tx.calendarEvents.createMany(Array.from({ length: Math.min(10_000, total - i) }, (_, k) => event(i + k)));
    }
  });
  await db.close();
}

/** Median wall time (ms) of sequential requests, after two warm-up requests. */
export async function medianMs(url: string, cookie: string, runs = 15): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const start = process.hrtime.bigint();
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    await res.arrayBuffer();
    if (i >= 2) times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}
