// What follows a booking change once it is committed: the connected write calendar is updated (a
// server that refuses does not undo the booking: the activity log says so), the guest is mailed at
// the address they typed, the executive and the booking manager are mailed, and the activity log
// records it. Mail goes only when the operator configured it.
import type { BookingType } from '@provana/contracts/booking';
import type { Repositories } from '../../db/repositories';
import type { StoredBooking } from '../../db/repositories/booking/bookings';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../mail/mailer';
import { formatDayTimeIn } from '@provana/dates';
import { deleteEventBack, writeEventBack, type WriteBackDeps } from '../calendar/accounts/write-back';
import { invitationIcs } from './booking-ics';
import { guestMail, teamMail, type BookingChange, type BookingMailFacts } from './booking-mails';

export interface BookingEffectsDeps {
  repos: Repositories;
  clock: Clock;
  writeBack: WriteBackDeps;
  mailer: Mailer | null;
  /** The product's origin for links in mails. */
  origin: string;
  /** Tells the workspace's open dashboards that its bookings and calendar changed. */
  announce: (executiveId: number) => void;
}

export interface BookingChangeFacts {
  booking: StoredBooking;
  type: BookingType;
  change: BookingChange;
  /** The guest's fresh tokens (none after a cancel). */
  tokens: { cancel: string; reschedule: string } | null;
  /** Who did it, for the log: the guest, or the person in the dashboard. */
  actor: { userId: number | null; name: string };
}

const DESCRIBE: Record<BookingChange, (f: BookingChangeFacts, when: string) => string> = {
  booked: (f, when) => `${f.actor.name} booked ${f.type.name} for ${when}`,
  moved: (f, when) => `${f.actor.name} rescheduled ${f.type.name} with ${f.booking.guestName} to ${when}`,
  cancelled: (f, when) => `${f.actor.name} cancelled ${f.type.name} with ${f.booking.guestName} on ${when}`,
};

async function syncCalendar(deps: BookingEffectsDeps, booking: StoredBooking, change: BookingChange, timeZone: string): Promise<string | null> {
  if (booking.eventId === null) return null;
  try {
    if (change === 'cancelled') {
      await deleteEventBack(deps.writeBack, booking.executiveId, booking.eventId);
      await deps.repos.calendarEvents.remove(booking.executiveId, booking.eventId, true);
      return null;
    }
    await writeEventBack(deps.writeBack, booking.executiveId, booking.eventId, timeZone);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'the calendar server refused it';
  }
}

export async function afterBookingChange(deps: BookingEffectsDeps, facts: BookingChangeFacts): Promise<void> {
  const { repos, clock } = deps;
  const { booking, type, change } = facts;
  const executive = await repos.executives.get(booking.executiveId);
  if (!executive) return;
  const timeZone = executive.time_zone;
  const calendarProblem = await syncCalendar(deps, booking, change, timeZone);
  deps.announce(booking.executiveId);
  const nowMs = clock.now().getTime();
  const when = `${formatDayTimeIn(booking.startMs, timeZone)} (${timeZone})`;
  const log = (description: string) =>
    repos.activity.record({
      executiveId: booking.executiveId,
      actorUserId: facts.actor.userId,
      actorName: facts.actor.name,
      kind: 'bookings',
      itemType: 'booking',
      itemId: String(booking.id),
      verb: change === 'booked' ? 'added' : 'changed',
      description,
      nowMs,
    });
  await log(DESCRIBE[change](facts, when));
  if (calendarProblem) await log(`The booking could not be written to your calendar app: ${calendarProblem}`);
  if (!deps.mailer) return;
  const owner = await repos.users.findById(executive.user_id);
  const facts4mail: BookingMailFacts = {
    typeName: type.name,
    hostName: executive.name,
    hostTimeZone: timeZone,
    guestName: booking.guestName,
    guestEmail: booking.guestEmail,
    guestTimeZone: booking.guestTimeZone,
    startMs: booking.startMs,
    locationKind: type.locationKind,
    locationDetail: type.locationDetail,
    answers: booking.answers,
  };
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics = invitationIcs(
    {
      bookingId: booking.id,
      title: `${type.name} with ${executive.name}`,
      description: '',
      location: [type.locationDetail].filter(Boolean).join(''),
      startMs: booking.startMs,
      endMs: booking.endMs,
      hostTimeZone: timeZone,
      organizer: { name: executive.name, email: owner?.email ?? 'no-reply@provana.app' },
      guest: { name: booking.guestName, email: booking.guestEmail },
      nowMs,
    },
    method,
  );
  const links = facts.tokens
    ? { cancel: `${deps.origin}/book/cancel/${facts.tokens.cancel}`, reschedule: `${deps.origin}/book/reschedule/${facts.tokens.reschedule}` }
    : null;
  deps.mailer.send(guestMail(facts4mail, change, links, { method, content: ics }));
  // The manager is mailed only while their access lasts and lets them act on bookings.
  const grant = type.managerUserId ? await repos.delegation.liveGrant(booking.executiveId, type.managerUserId, nowMs) : undefined;
  const manager = grant && grant.role !== 'viewer' && type.managerUserId ? await repos.users.findById(type.managerUserId) : undefined;
  const team = [...new Set([owner?.email, manager?.email].filter((e): e is string => Boolean(e)))];
  for (const to of team) deps.mailer.send(teamMail(to, facts4mail, change, `${deps.origin}/dashboard/booking-links`));
}
