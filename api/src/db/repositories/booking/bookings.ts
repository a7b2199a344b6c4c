// Bookings guests made. An active booking's (executive, start) is unique (migration 034); the
// service writes one only inside a transaction that first locks the executive's row and checks
// for overlaps, so two guests never hold the same time.
import type { Booking } from '@provana/contracts/booking';
import type { Conn } from '../conn';

export interface StoredBooking extends Booking {
  executiveId: number;
  linkId: number | null;
  guestTimeZone: string;
  startMs: number;
  endMs: number;
}

export interface NewBooking {
  executiveId: number;
  bookingTypeId: number;
  linkId: number | null;
  startMs: number;
  endMs: number;
  guestName: string;
  guestEmail: string;
  guestTimeZone: string;
  answers: { question: string; answer: string }[];
  cancelHash: string;
  rescheduleHash: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function bookingsRepository({ db }: Conn) {
  const select = () =>
    db
      .selectFrom('bookings as b')
      .innerJoin('booking_types as t', 't.id', 'b.booking_type_id')
      .select([
        'b.id',
        'b.executive_id',
        'b.booking_type_id',
        'b.link_id',
        'b.start_at',
        'b.end_at',
        'b.guest_name',
        'b.guest_email',
        'b.guest_time_zone',
        'b.answers',
        'b.event_id',
        'b.cancelled_at',
        't.name as type_name',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
  const toBooking = (r: Row): StoredBooking => ({
    id: r.id,
    executiveId: r.executive_id,
    bookingTypeId: r.booking_type_id,
    linkId: r.link_id,
    typeName: r.type_name,
    startAt: iso(r.start_at),
    endAt: iso(r.end_at),
    startMs: r.start_at,
    endMs: r.end_at,
    guestName: r.guest_name,
    guestEmail: r.guest_email,
    guestTimeZone: r.guest_time_zone,
    answers: JSON.parse(r.answers) as Booking['answers'],
    cancelledAt: r.cancelled_at === null ? null : iso(r.cancelled_at),
    eventId: r.event_id,
  });
  return {
    /** Active bookings, newest start last; `fromMs` leaves out those that ended before it. */
    list: async (executiveId: number, fromMs = 0): Promise<StoredBooking[]> =>
      (await select().where('b.executive_id', '=', executiveId).where('b.end_at', '>', fromMs).orderBy('b.start_at').orderBy('b.id').execute()).map(toBooking),
    get: async (executiveId: number, id: number): Promise<StoredBooking | undefined> => {
      const row = await select().where('b.executive_id', '=', executiveId).where('b.id', '=', id).executeTakeFirst();
      return row ? toBooking(row) : undefined;
    },
    /** The booking a guest token's hash names, for its one purpose. */
    byGuestHash: async (purpose: 'cancel' | 'reschedule', hash: string): Promise<StoredBooking | undefined> => {
      const row = await select()
        .where(purpose === 'cancel' ? 'b.cancel_hash' : 'b.reschedule_hash', '=', hash)
        .where('b.cancelled_at', 'is', null)
        .executeTakeFirst();
      return row ? toBooking(row) : undefined;
    },
    /** Active bookings of the executive overlapping [fromMs, toMs) (instants). */
    overlapping: async (executiveId: number, fromMs: number, toMs: number, exceptId = 0): Promise<{ startMs: number; endMs: number }[]> =>
      (
        await db
          .selectFrom('bookings')
          .select(['start_at', 'end_at'])
          .where('executive_id', '=', executiveId)
          .where('cancelled_at', 'is', null)
          .where('start_at', '<', toMs)
          .where('end_at', '>', fromMs)
          .where('id', '!=', exceptId)
          .execute()
      ).map((r) => ({ startMs: r.start_at, endMs: r.end_at })),
    create: async (b: NewBooking, nowMs: number): Promise<number> =>
      (
        await db
          .insertInto('bookings')
          .values({
            executive_id: b.executiveId,
            booking_type_id: b.bookingTypeId,
            link_id: b.linkId,
            start_at: b.startMs,
            end_at: b.endMs,
            guest_name: b.guestName,
            guest_email: b.guestEmail,
            guest_time_zone: b.guestTimeZone,
            answers: JSON.stringify(b.answers),
            cancel_hash: b.cancelHash,
            reschedule_hash: b.rescheduleHash,
            created_at: nowMs,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    eventOf: async (id: number): Promise<number | null> =>
      (await db.selectFrom('bookings').select('event_id').where('id', '=', id).executeTakeFirst())?.event_id ?? null,
    setEvent: async (id: number, eventId: number | null): Promise<void> => {
      await db.updateTable('bookings').set({ event_id: eventId }).where('id', '=', id).execute();
    },
    /** Cancels an active booking (its guest tokens go with it); false when it was not active. */
    cancel: async (executiveId: number, id: number, nowMs: number): Promise<boolean> => {
      const result = await db
        .updateTable('bookings')
        .set({ cancelled_at: nowMs, cancel_hash: null, reschedule_hash: null })
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .where('cancelled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** New times and fresh guest tokens (the used reschedule token is spent). */
    move: async (id: number, startMs: number, endMs: number, hashes: { cancelHash: string; rescheduleHash: string }): Promise<void> => {
      await db
        .updateTable('bookings')
        .set({ start_at: startMs, end_at: endMs, cancel_hash: hashes.cancelHash, reschedule_hash: hashes.rescheduleHash })
        .where('id', '=', id)
        .execute();
    },
  };
}
