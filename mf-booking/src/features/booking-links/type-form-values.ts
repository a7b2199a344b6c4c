// The booking type form's values (text, as typed) and the body they make: the same weekly hours on
// the chosen weekdays, times in hours and minutes, one optional question for the guest.
import type { BookingType, BookingTypeBody, LocationKind } from '@provana/contracts/booking';

export const WEEKDAYS = [
  ['1', 'Mon'],
  ['2', 'Tue'],
  ['3', 'Wed'],
  ['4', 'Thu'],
  ['5', 'Fri'],
  ['6', 'Sat'],
  ['0', 'Sun'],
] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number][0];

export interface TypeValues {
  name: string;
  durations: string;
  locationKind: LocationKind;
  locationDetail: string;
  start: string;
  end: string;
  days: WeekdayKey[];
  minNoticeHours: string;
  horizonDays: string;
  bufferBefore: string;
  bufferAfter: string;
  dailyCap: string;
  question: string;
  questionRequired: boolean;
  manager: string;
}

export const NEW_TYPE: TypeValues = {
  name: '',
  durations: '30',
  locationKind: 'video',
  locationDetail: '',
  start: '09:00',
  end: '17:00',
  days: ['1', '2', '3', '4', '5'],
  minNoticeHours: '4',
  horizonDays: '30',
  bufferBefore: '0',
  bufferAfter: '0',
  dailyCap: '',
  question: '',
  questionRequired: false,
  manager: '',
};

/** A number typed as text; NaN (which the schema refuses, naming the field) for anything else. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function typeBody(v: TypeValues): BookingTypeBody {
  return {
    name: v.name,
    durations: v.durations
      .split(/[,\s]+/)
      .filter(Boolean)
      .map(whole),
    locationKind: v.locationKind,
    locationDetail: v.locationDetail,
    questions: v.question.trim() ? [{ label: v.question, required: v.questionRequired }] : [],
    bufferBeforeMinutes: whole(v.bufferBefore),
    bufferAfterMinutes: whole(v.bufferAfter),
    minNoticeMinutes: whole(v.minNoticeHours) * 60,
    horizonDays: whole(v.horizonDays),
    dailyCap: v.dailyCap.trim() ? whole(v.dailyCap) : null,
    weeklyHours: Object.fromEntries(v.days.map((day) => [day, [{ start: v.start, end: v.end }]])),
    dateOverrides: [],
    managerUserId: v.manager ? Number(v.manager) : null,
  };
}

/** The form's values for an existing type (its first weekday's hours stand for all). */
export function valuesOf(type: BookingType): TypeValues {
  const days = WEEKDAYS.map(([day]) => day).filter((day) => (type.weeklyHours[day]?.length ?? 0) > 0);
  const first = days[0] ? type.weeklyHours[days[0]]?.[0] : undefined;
  const question = type.questions[0];
  return {
    name: type.name,
    durations: type.durations.join(', '),
    locationKind: type.locationKind,
    locationDetail: type.locationDetail,
    start: first?.start ?? NEW_TYPE.start,
    end: first?.end ?? NEW_TYPE.end,
    days,
    minNoticeHours: String(Math.round(type.minNoticeMinutes / 60)),
    horizonDays: String(type.horizonDays),
    bufferBefore: String(type.bufferBeforeMinutes),
    bufferAfter: String(type.bufferAfterMinutes),
    dailyCap: type.dailyCap === null ? '' : String(type.dailyCap),
    question: question?.label ?? '',
    questionRequired: question?.required ?? false,
    manager: type.managerUserId === null ? '' : String(type.managerUserId),
  };
}

/** The schema's field → the form's field. */
export function fieldOfType(path: string): keyof TypeValues | undefined {
  if (path.startsWith('durations')) return 'durations';
  if (path.startsWith('weeklyHours')) return 'end';
  if (path.startsWith('questions')) return 'question';
  const map: Record<string, keyof TypeValues> = {
    name: 'name',
    locationDetail: 'locationDetail',
    bufferBeforeMinutes: 'bufferBefore',
    bufferAfterMinutes: 'bufferAfter',
    minNoticeMinutes: 'minNoticeHours',
    horizonDays: 'horizonDays',
    dailyCap: 'dailyCap',
    managerUserId: 'manager',
  };
  return map[path];
}
