import type { DateRangeQuery } from '@provana/contracts';
import { daysBetween } from '@provana/dates';
import { HttpError } from '../lib/http-error';
import { dayRange } from './executive-context';

export const MAX_RANGE_DAYS = 366;

/** Fills a missing bound from the defaults and refuses over-long ranges (DateRangeQuerySchema refused impossible dates). */
export function resolveRange(query: DateRangeQuery, defaults: { from: string; to: string }): { from: string; to: string } {
  const from = query.from ?? (query.to && query.to < defaults.from ? query.to : defaults.from);
  const to = query.to ?? (query.from && query.from > defaults.to ? query.from : defaults.to);
  if (to < from) throw new HttpError(400, 'validation_error', 'to: must not be before from', 'to');
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) {
    throw new HttpError(400, 'range_too_long', `A date range may cover at most ${MAX_RANGE_DAYS} days`, 'to');
  }
  return { from, to };
}

/** The [from, to) date-time bounds of an inclusive range of days, as the repositories' range reads take them. */
export const dateTimeBounds = ({ from, to }: { from: string; to: string }) => dayRange(from, daysBetween(from, to) + 1);
