// A booking type and link for the service and route tests, written through the repositories.
import { BookingTypeBodySchema, type BookingTypeBody } from '@provana/contracts/booking';
import type { Repositories } from '../../db/repositories';
import { newLinkToken } from './guest-tokens';

/** Weekdays 09:00–17:00, 30 minutes, no notice: every slot of a working day is bookable. */
export const WORKDAY_TYPE: BookingTypeBody = {
  name: 'Intro call',
  durations: [30, 60],
  locationKind: 'video',
  minNoticeMinutes: 0,
  horizonDays: 14,
  weeklyHours: Object.fromEntries(['1', '2', '3', '4', '5'].map((d) => [d, [{ start: '09:00', end: '17:00' }]])),
};

export async function bookingTypeWithLink(
  repos: Repositories,
  executiveId: number,
  nowMs: number,
  options: { type?: Partial<BookingTypeBody>; singleUse?: boolean; candidateTimes?: string[] } = {},
) {
  const settings = BookingTypeBodySchema.parse({ ...WORKDAY_TYPE, ...options.type });
  const typeId = await repos.bookingTypes.create(executiveId, settings, nowMs);
  const token = newLinkToken();
  const linkId = await repos.bookingLinks.create(
    { executiveId, bookingTypeId: typeId, token, singleUse: options.singleUse ?? false, candidateTimes: options.candidateTimes ?? null },
    nowMs,
  );
  const type = await repos.bookingTypes.get(executiveId, typeId);
  const link = await repos.bookingLinks.get(linkId);
  if (!type || !link) throw new Error('fixture not written');
  return { type, link, token };
}
