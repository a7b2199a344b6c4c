// Booking links end to end through the API, on both databases: an Editor delegate sets up a type and
// a link, a guest without a session reads only what the page needs and books; the mails (guest with
// a parseable invitation, executive and booking manager), the event, the activity; the guest's
// single-purpose tokens; a taken slot (409 with fresh slots), a spent single-use link, the rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import {
  PublicBookingPageSchema,
  PublicBookingSchema,
  type BookingLink,
  type BookingSettingsResponse,
  type BookingType,
  type BookingsResponse,
  type PublicBookingPage,
} from '@provana/contracts/booking';
import { createTestContext, get, jsonHeaders, send, type TestContext } from '../../../test/helpers';
import { accountMailOver, startMailCapture, type CapturedMail, type MailCapture } from '../../../test/support/mail-capture';
import { delegateAs } from '../../../test/support/delegates';
import { calendarPartOf } from '../../../test/support/mail-calendar';
import { WORKDAY_TYPE } from '../../services/booking/booking-fixtures';

const GUEST = { name: 'Ada <b>Lovelace</b>', email: 'ada@example.com', timeZone: 'America/New_York' };

describe('booking links through the API', () => {
  let capture: MailCapture;
  let t: TestContext;
  let editor: string;
  let managerUserId: number;
  let type: BookingType;
  let link: BookingLink;
  let mail: ReturnType<typeof accountMailOver>;
  beforeAll(async () => {
    capture = await startMailCapture();
    mail = accountMailOver(capture, false);
    t = await createTestContext({ publicUrl: 'https://provana.example', accountMail: mail, bookingRateLimit: { limit: 10, windowMs: 60_000 } });
    // A zone with a TZID of its own (the demo's is UTC).
    expect((await send(t.app, 'PUT', apiPaths.timeZone(1), { timeZone: 'Europe/Berlin' }, t.demoCookie)).status).toBe(200);
    editor = (await delegateAs(t, 'sam@example.com', 'editor', t.demoCookie)).cookie;
    const settings = (await (await get(t.app, apiPaths.bookingSettings(1), editor)).json()) as BookingSettingsResponse;
    managerUserId = settings.managers.find((m) => m.name)?.userId ?? 0;
    const created = await send(
      t.app,
      'POST',
      apiPaths.bookingTypes(1),
      { ...WORKDAY_TYPE, questions: [{ label: 'What is it about?', required: true }], managerUserId },
      editor,
    );
    expect(created.status).toBe(201);
    type = (await created.json()) as BookingType;
    link = (await (await send(t.app, 'POST', apiPaths.bookingLinks(1), { bookingTypeId: type.id }, editor)).json()) as BookingLink;
  });
  afterAll(async () => {
    await mail.mailer.idle();
    mail.mailer.close();
    await capture.close();
  });

  const page = async (token = link.token) => (await (await t.app.request(apiPaths.publicBookingPage(token))).json()) as PublicBookingPage;
  const confirm = (start: string, body: object = {}, token = link.token, headers: Record<string, string> = {}) =>
    t.app.request(apiPaths.publicBookingConfirm(token), {
      method: 'POST',
      headers: { ...jsonHeaders(), ...headers },
      body: JSON.stringify({ start, duration: 30, ...GUEST, answers: ['Board <script>x</script>'], ...body }),
    });
  const mailsTo = async (address: string, count: number): Promise<CapturedMail[]> => {
    await vitestWait(() => capture.messages.filter((m) => m.to.includes(address)).length >= count);
    return capture.messages.filter((m) => m.to.includes(address));
  };

  it('shows a guest only what the page needs, without a session', async () => {
    const res = await t.app.request(apiPaths.publicBookingPage(link.token));
    expect(res.status).toBe(200);
    const body = PublicBookingPageSchema.parse(await res.json());
    expect(Object.keys(body).sort()).toEqual(['durations', 'hostName', 'hostTimeZone', 'locationKind', 'questions', 'slots', 'typeName', 'used']);
    expect(body.slots.length).toBeGreaterThan(10);
    expect(JSON.stringify(body)).not.toMatch(/@|Board|busy/i);
    expect((await t.app.request(apiPaths.publicBookingPage('no-such-link-token'))).status).toBe(404);
  });

  it('books a slot: event, mails with an invitation and links, activity', async () => {
    const slot = (await page()).slots[0]!;
    const res = await confirm(slot.start);
    expect(res.status).toBe(201);
    expect(PublicBookingSchema.parse(await res.json())).toMatchObject({ typeName: 'Intro call', startAt: slot.start, cancelled: false });

    const [guestMail] = await mailsTo(GUEST.email, 1);
    expect(guestMail!.to).toEqual([GUEST.email]);
    expect(guestMail!.subject).toContain('Confirmed: Intro call');
    expect(guestMail!.body).toMatch(/https:\/\/provana\.example\/book\/cancel\/bc_[\w-]+/);
    const ics = calendarPartOf(guestMail!);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toMatch(/DTSTART;TZID=[\w/]+:\d{8}T\d{6}/);
    // Unfolded (long lines continue after CRLF and a space): the guest is the one attendee.
    expect(ics.replace(/\r\n /g, '')).toMatch(/^ATTENDEE;[^\r\n]*:mailto:ada@example\.com$/im);
    expect(ics).toContain('BEGIN:VTIMEZONE');
    const team = await mailsTo('sam@example.com', 2);
    expect(team.at(-1)!.body).toContain('Board &lt;script&gt;x&lt;/script&gt;');
    // The HTML part holds the answer escaped (the text part is plain text).
    expect(team.at(-1)!.body).not.toContain('<br>Board <script>');

    const bookings = (await (await get(t.app, apiPaths.bookings(1), t.demoCookie)).json()) as BookingsResponse;
    const booking = bookings.items.find((b) => b.startAt === new Date(slot.start).toISOString())!;
    expect(booking).toMatchObject({ guestName: GUEST.name, answers: [{ question: 'What is it about?', answer: 'Board <script>x</script>' }] });
    const event = await t.repos.calendarEvents.get(1, booking.eventId!, true);
    expect(event?.title).toBe(`Intro call: ${GUEST.name}`);
    const activity = await t.rows<{ description: string }>("SELECT description FROM activity_log WHERE executive_id = 1 AND kind = 'bookings' ORDER BY id");
    expect(activity.map((a) => a.description)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/added the booking type 'Intro call'$/),
        expect.stringMatching(/^Ada <b>Lovelace<\/b> \(guest\) booked Intro call for /),
      ]),
    );
  });

  it('answers 409 with fresh slots when the time was just taken, and refuses a required answer left out', async () => {
    const slot = (await page()).slots[0]!;
    expect((await confirm(slot.start, { email: 'first@example.com' })).status).toBe(201);
    const res = await confirm(slot.start, { email: 'second@example.com' });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { message: string }; slots: { start: string }[] };
    expect(body.error.message).toBe('That time was just taken');
    expect(body.slots.map((s) => s.start)).not.toContain(slot.start);
    expect((await confirm(body.slots[0]!.start, { answers: [''] })).status).toBe(400);
  });

  it('cancels and reschedules only with the right single-purpose token, once', async () => {
    const slot = (await page()).slots[0]!;
    await confirm(slot.start, { email: 'tokens@example.com' });
    const first = (await mailsTo('tokens@example.com', 1))[0]!;
    const cancel = /\/book\/cancel\/(bc_[\w-]+)/.exec(first.body)![1]!;
    const reschedule = /\/book\/reschedule\/(br_[\w-]+)/.exec(first.body)![1]!;
    // A reschedule token does not cancel, a cancel token does not reschedule.
    expect((await send(t.app, 'POST', apiPaths.guestCancel, { token: reschedule })).status).toBe(404);
    const view = await t.app.request(`${apiPaths.guestBooking}?token=${reschedule}`);
    const { page: reschedulePage } = (await view.json()) as { page: PublicBookingPage };
    const next = reschedulePage.slots.find((s) => s.duration === 30)!;
    expect((await send(t.app, 'POST', apiPaths.guestReschedule, { token: cancel, start: next.start, duration: 30 })).status).toBe(404);
    const moved = await send(t.app, 'POST', apiPaths.guestReschedule, { token: reschedule, start: next.start, duration: 30 });
    expect(moved.status).toBe(200);
    // Both old tokens are spent by the reschedule: the new mail carries new ones.
    expect((await send(t.app, 'POST', apiPaths.guestCancel, { token: cancel })).status).toBe(404);
    const second = (await mailsTo('tokens@example.com', 2))[1]!;
    expect(second.subject).toContain('Rescheduled');
    const newCancel = /\/book\/cancel\/(bc_[\w-]+)/.exec(second.body)![1]!;
    expect((await send(t.app, 'POST', apiPaths.guestCancel, { token: newCancel })).status).toBe(200);
    expect((await send(t.app, 'POST', apiPaths.guestCancel, { token: newCancel })).status).toBe(404);
    const third = (await mailsTo('tokens@example.com', 3))[2]!;
    expect(calendarPartOf(third)).toContain('METHOD:CANCEL');
  });

  it('spends a single-use link, and then says so', async () => {
    const single = (await (await send(t.app, 'POST', apiPaths.bookingLinks(1), { bookingTypeId: type.id, singleUse: true }, editor)).json()) as BookingLink;
    const [a, b] = (await page(single.token)).slots;
    expect((await confirm(a!.start, { email: 'once@example.com' }, single.token)).status).toBe(201);
    const again = await confirm(b!.start, { email: 'twice@example.com' }, single.token);
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: { message: 'This link has been used' } });
    expect(await page(single.token)).toMatchObject({ used: true, slots: [] });
  });

  it('limits confirmations per client address', async () => {
    const slots = (await page()).slots;
    const statuses: number[] = [];
    for (const slot of slots.slice(0, 10)) statuses.push((await confirm(slot.start, { email: 'many@example.com' })).status);
    expect(statuses).toContain(429);
  });

  it('lets a Viewer see bookings but not set up types, and an Editor cancel one', async () => {
    const viewer = (await delegateAs(t, 'viewer@example.com', 'viewer', t.demoCookie)).cookie;
    expect((await get(t.app, apiPaths.bookings(1), viewer)).status).toBe(200);
    expect((await send(t.app, 'POST', apiPaths.bookingTypes(1), WORKDAY_TYPE, viewer)).status).toBe(403);
    const { items } = (await (await get(t.app, apiPaths.bookings(1), editor)).json()) as BookingsResponse;
    const active = items.find((b) => b.cancelledAt === null)!;
    expect((await send(t.app, 'POST', apiPaths.bookingCancel(1, active.id), {}, viewer)).status).toBe(403);
    expect((await send(t.app, 'POST', apiPaths.bookingCancel(1, active.id), {}, editor)).status).toBe(200);
    expect(await t.repos.calendarEvents.get(1, active.eventId!, true)).toBeUndefined();
  });

  it('refuses a booking manager who is not an Editor or Full delegate', async () => {
    const res = await send(t.app, 'POST', apiPaths.bookingTypes(1), { ...WORKDAY_TYPE, managerUserId: 999 }, editor);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'managerUserId' } });
  });
});

async function vitestWait(done: () => boolean): Promise<void> {
  const { vi } = await import('vitest');
  await vi.waitFor(
    () => {
      if (!done()) throw new Error('not yet');
    },
    { timeout: 5000 },
  );
}
