// The mails of a booking, in plain text and the same in simple HTML: to the guest (the address they
// typed, once per change) with the invitation and the links to cancel or reschedule, and to the
// executive and the booking manager. Every value a guest typed is escaped in the HTML; the text
// part is plain text.
import { LOCATION_LABELS, type LocationKind } from '@provana/contracts/booking';
import { formatDayTimeIn } from '@provana/dates';
import { escapeHtml } from '../mail/account-mails';
import type { OutgoingMail } from '../mail/mailer';

export type BookingChange = 'booked' | 'moved' | 'cancelled';

export interface BookingMailFacts {
  typeName: string;
  hostName: string;
  hostTimeZone: string;
  guestName: string;
  guestEmail: string;
  guestTimeZone: string;
  startMs: number;
  locationKind: LocationKind;
  locationDetail: string;
  answers: { question: string; answer: string }[];
}

const when = (f: BookingMailFacts, zone: string) => `${formatDayTimeIn(f.startMs, zone)} (${zone})`;

function page(paragraphs: readonly string[], links: readonly { href: string; label: string }[]): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n');
  const buttons = links.map((l) => `<p><a href="${escapeHtml(l.href)}" style="color:#1e3a8a">${escapeHtml(l.label)}</a></p>`).join('\n');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111111">\n<p><strong>PROVANA</strong></p>\n${body}\n${buttons}\n</body></html>`;
}

const location = (f: BookingMailFacts) => [LOCATION_LABELS[f.locationKind], f.locationDetail].filter(Boolean).join(': ');

const GUEST_SUBJECT: Record<BookingChange, string> = { booked: 'Confirmed', moved: 'Rescheduled', cancelled: 'Cancelled' };

/** To the guest: the time in their zone and the host's, where, and (unless cancelled) how to change it. */
export function guestMail(
  f: BookingMailFacts,
  change: BookingChange,
  links: { cancel: string; reschedule: string } | null,
  invitation: { method: 'REQUEST' | 'CANCEL'; content: string },
): OutgoingMail {
  const subject = `${GUEST_SUBJECT[change]}: ${f.typeName} with ${f.hostName}`;
  const intro =
    change === 'cancelled'
      ? `Your ${f.typeName} with ${f.hostName} on ${when(f, f.guestTimeZone)} is cancelled.`
      : `Your ${f.typeName} with ${f.hostName} is ${change === 'moved' ? 'moved to' : 'booked for'} ${when(f, f.guestTimeZone)}.`;
  const host = f.hostTimeZone === f.guestTimeZone ? null : `For ${f.hostName} that is ${when(f, f.hostTimeZone)}.`;
  const paragraphs = [
    intro,
    ...(host ? [host] : []),
    ...(change === 'cancelled' ? [] : [`Where: ${location(f)}`]),
    'The attached invitation adds it to your calendar.',
  ];
  const actions = links
    ? [
        { href: links.reschedule, label: 'Reschedule' },
        { href: links.cancel, label: 'Cancel' },
      ]
    : [];
  const text = `${paragraphs.join('\n\n')}\n${actions.map((a) => `\n${a.label}: ${a.href}`).join('')}\n`;
  return {
    to: f.guestEmail,
    subject,
    text,
    html: page(paragraphs, actions),
    icalEvent: { method: invitation.method, filename: 'invite.ics', content: invitation.content },
  };
}

const TEAM_VERB: Record<BookingChange, string> = { booked: 'booked', moved: 'rescheduled', cancelled: 'cancelled' };

/** To the executive and the booking manager: who, when (in the executive's zone) and their answers. */
export function teamMail(to: string, f: BookingMailFacts, change: BookingChange, dashboardLink: string): OutgoingMail {
  const intro = `${f.guestName} (${f.guestEmail}) ${TEAM_VERB[change]} ${f.typeName} for ${when(f, f.hostTimeZone)}.`;
  const answers = f.answers.filter((a) => a.answer).map((a) => `${a.question}\n${a.answer}`);
  const paragraphs = [intro, ...answers];
  return {
    to,
    subject: `${f.guestName} ${TEAM_VERB[change]} ${f.typeName}`,
    text: `${paragraphs.join('\n\n')}\n\nBookings: ${dashboardLink}\n`,
    html: page(paragraphs, [{ href: dashboardLink, label: 'Open bookings' }]),
  };
}
