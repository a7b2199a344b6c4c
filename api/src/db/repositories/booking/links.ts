// The links guests open: a booking type's, optionally single-use, optionally offering only a few
// candidate instants (a one-off link). The token is the public part of /book/<token>.
import type { BookingLink } from '@provana/contracts/booking';
import type { Conn } from '../conn';

interface Row {
  id: number;
  executive_id: number;
  booking_type_id: number;
  token: string;
  single_use: number;
  candidate_times: string | null;
  used_at: number | null;
  created_at: number;
}

export type StoredBookingLink = BookingLink & { executiveId: number };

const toLink = (r: Row): StoredBookingLink => ({
  id: r.id,
  executiveId: r.executive_id,
  bookingTypeId: r.booking_type_id,
  token: r.token,
  singleUse: r.single_use === 1,
  candidateTimes: r.candidate_times ? (JSON.parse(r.candidate_times) as string[]) : null,
  usedAt: r.used_at === null ? null : new Date(r.used_at).toISOString(),
  createdAt: new Date(r.created_at).toISOString(),
});

const COLUMNS = ['id', 'executive_id', 'booking_type_id', 'token', 'single_use', 'candidate_times', 'used_at', 'created_at'] as const;

export interface NewBookingLink {
  executiveId: number;
  bookingTypeId: number;
  token: string;
  singleUse: boolean;
  candidateTimes: string[] | null;
}

export function bookingLinksRepository({ db }: Conn) {
  return {
    list: async (executiveId: number): Promise<StoredBookingLink[]> =>
      (await db.selectFrom('booking_links').select(COLUMNS).where('executive_id', '=', executiveId).orderBy('id').execute()).map(toLink),
    byToken: async (token: string): Promise<StoredBookingLink | undefined> => {
      const row = await db.selectFrom('booking_links').select(COLUMNS).where('token', '=', token).executeTakeFirst();
      return row ? toLink(row) : undefined;
    },
    get: async (id: number): Promise<StoredBookingLink | undefined> => {
      const row = await db.selectFrom('booking_links').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toLink(row) : undefined;
    },
    create: async (link: NewBookingLink, nowMs: number): Promise<number> =>
      (
        await db
          .insertInto('booking_links')
          .values({
            executive_id: link.executiveId,
            booking_type_id: link.bookingTypeId,
            token: link.token,
            single_use: link.singleUse ? 1 : 0,
            candidate_times: link.candidateTimes ? JSON.stringify(link.candidateTimes) : null,
            created_at: nowMs,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    /** Marks a single-use link spent; false when it already was (the caller's transaction then refuses). */
    markUsed: async (id: number, nowMs: number): Promise<boolean> => {
      const result = await db.updateTable('booking_links').set({ used_at: nowMs }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    remove: async (executiveId: number, id: number): Promise<boolean> => {
      const result = await db.deleteFrom('booking_links').where('executive_id', '=', executiveId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
