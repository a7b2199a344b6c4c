// Subscribed calendars: iCalendar addresses the server fetches at once, every 15 minutes
// and on "Refresh now"; their events are read-only occurrences beside the executive's own. The
// address is a secret: only its owner's subscription list and answers carry it.
import { z } from 'zod';
import { IdParamSchema, requiredText } from './common';

const ex = (id: number) => `/api/executive/${id}`;

export const calendarSubscriptionPaths = {
  /** GET the list; POST { name, url, colour? } subscribes and answers with the first sync's result. */
  subscriptions: (id: number) => `${ex(id)}/calendar-subscriptions`,
  /** PATCH { name?, colour? }; DELETE (its events go with it). */
  subscription: (id: number, subscriptionId: number) => `${ex(id)}/calendar-subscriptions/${subscriptionId}`,
  /** POST: "Refresh now". */
  refresh: (id: number, subscriptionId: number) => `${ex(id)}/calendar-subscriptions/${subscriptionId}/refresh`,
  /** GET ?from&to (inclusive days): every subscription's occurrences in the executive's zone. */
  occurrences: (id: number) => `${ex(id)}/subscribed-events`,
  /** POST a .ics file (Content-Type text/calendar, at most 5 MB): its events become the executive's own. */
  importIcs: (id: number) => `${ex(id)}/calendar/import`,
};

/** The fixed palette a calendar's colour is picked from (or any #rrggbb). */
export const SUBSCRIPTION_COLOURS = ['blue', 'green', 'orange', 'purple', 'red', 'teal', 'grey'] as const;
export const SubscriptionColourSchema = z.union([z.enum(SUBSCRIPTION_COLOURS), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a palette colour or #rrggbb')]);
export type SubscriptionColour = z.infer<typeof SubscriptionColourSchema>;

/** https:// or webcal:// (http:// only where the operator allows loopback feeds: tests and development). */
export const CalendarAddressSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2000, 'must be at most 2000 characters')
  .refine((url) => /^(https?|webcal):\/\/[^/\s]/i.test(url), 'must be an https:// or webcal:// address');

export const CalendarSubscriptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The secret address, for its owner; empty for a delegate (it is the workspace owner's secret). */
  url: z.string(),
  colour: z.string(),
  /** ISO instants. */
  lastSyncedAt: z.string().nullable(),
  /** Why the last sync failed, in words (its last good events stay); null after a sync that reached the calendar. */
  lastError: z.string().nullable(),
  /**
   * What the last good sync could not read and left out, in words ("2 events could not be read
   * (1 without a readable start)."); null: all was read.
   */
  lastWarning: z.string().nullable(),
  nextSyncAt: z.string(),
  createdAt: z.string(),
  eventCount: z.number().int(),
});
export type CalendarSubscription = z.infer<typeof CalendarSubscriptionSchema>;

export const CreateCalendarSubscriptionBodySchema = z
  .object({ name: requiredText(100), url: CalendarAddressSchema, colour: SubscriptionColourSchema.optional().default('blue') })
  .strict();
export type CreateCalendarSubscriptionBody = z.input<typeof CreateCalendarSubscriptionBodySchema>;

export const UpdateCalendarSubscriptionBodySchema = z
  .object({ name: requiredText(100).optional(), colour: SubscriptionColourSchema.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.colour !== undefined, { message: 'name or colour is required', path: ['name'] });
export type UpdateCalendarSubscriptionBody = z.input<typeof UpdateCalendarSubscriptionBodySchema>;

export const CalendarSubscriptionIdParamsSchema = z.object({ subscriptionId: IdParamSchema });

/** The subscribed calendar an item comes from: it is shown with this name and colour, and is read-only. */
export const CalendarSourceSchema = z.object({ subscriptionId: z.number().int(), name: z.string(), colour: z.string() });
export type CalendarSource = z.infer<typeof CalendarSourceSchema>;

/** One occurrence of a subscribed calendar's event, in the executive's zone; never editable. */
export const SubscribedOccurrenceSchema = z.object({
  /** Stable per occurrence: sub-{subscriptionId}-{eventId}-{start instant ms}. */
  id: z.string(),
  title: z.string(),
  location: z.string(),
  attendees: z.array(z.string()),
  allDay: z.boolean(),
  /** Wall clock in the executive's zone, 'YYYY-MM-DDTHH:MM:SS' ('YYYY-MM-DD' when allDay; the end exclusive). */
  startTime: z.string(),
  endTime: z.string(),
  /** The same moments as ISO instants. */
  start: z.string(),
  end: z.string(),
  source: CalendarSourceSchema,
  readOnly: z.literal(true),
});
export type SubscribedOccurrence = z.infer<typeof SubscribedOccurrenceSchema>;

export const SubscribedOccurrencesResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  occurrences: z.array(SubscribedOccurrenceSchema),
  /** More occurrences than `limit` fell in the range: the earliest `limit` are returned. */
  truncated: z.boolean(),
  limit: z.number().int(),
});
export type SubscribedOccurrencesResponse = z.infer<typeof SubscribedOccurrencesResponseSchema>;

/** POST .../calendar/import (201). */
export const IcsImportResultSchema = z.object({
  /** Calendar events created. */
  created: z.number().int(),
  /** Of them, occurrences of repeating events (their next 12 months). */
  fromRecurring: z.number().int(),
  /** More events than one import takes: the earliest `created` were kept. */
  truncated: z.boolean(),
  /** Events of the file that could not be read and were left out. */
  skipped: z.number().int(),
  /** What could not be read and was left out, in words (as a subscription's `lastWarning`); null: all was read. */
  warning: z.string().nullable(),
});
export type IcsImportResult = z.infer<typeof IcsImportResultSchema>;
