// Free slots grouped by day in the guest's zone, for one duration: the day's heading and each time,
// on the 12-hour clock the confirmation and the mails use.
import type { PublicBookingPage } from '@provana/contracts/booking';
import { formatClock24In, formatClockFromText, formatDay, todayIn } from '@provana/dates';

export interface SlotDay {
  date: string;
  label: string;
  times: { start: string; label: string }[];
}

export function slotDays(slots: PublicBookingPage['slots'], duration: number, timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    if (slot.duration !== duration) continue;
    const date = todayIn(timeZone, Date.parse(slot.start));
    let day = days.get(date);
    if (!day) {
      day = { date, label: formatDay(date, 'long'), times: [] };
      days.set(date, day);
    }
    day.times.push({ start: slot.start, label: formatClockFromText(formatClock24In(slot.start, timeZone)) });
  }
  return [...days.values()];
}
