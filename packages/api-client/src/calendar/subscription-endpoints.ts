// Subscribed calendars: the list, subscribe (answers with the first sync's result),
// rename or recolour, remove, "Refresh now", the read-only occurrences for a range, and a .ics import.
// Tags under 'Calendar' (the tag list is shared): anything that changes a subscription refetches the
// list and the occurrences; an import adds the executive's own events, so it refetches those instead.
import type {
  CalendarSubscription,
  CreateCalendarSubscriptionBody,
  IcsImportResult,
  SubscribedOccurrencesResponse,
  UpdateCalendarSubscriptionBody,
} from '@provana/contracts';
import { calendarSubscriptionPaths as paths } from '@provana/contracts';
import type { Builder } from '../builder';
import { type Tag, type TagType, listTag, onSuccess } from '../tags';

export const subscriptionsTag: Tag = { type: 'Calendar', id: 'SUBSCRIPTIONS' };
export const subscribedEventsTag: Tag = { type: 'Calendar', id: 'SUBSCRIBED_EVENTS' };
/** A subscription's occurrences show in the brief's meetings, the notifications and count as busy time for time blocks. */
const subscriptionDependents: (Tag | TagType)[] = [subscriptionsTag, subscribedEventsTag, 'DailyBrief', 'Notifications', 'TimeBlocks'];
/** Imported events are the executive's own: everything that shows those. */
const ownEventDependents: (Tag | TagType)[] = [listTag('CalendarEvent'), listTag('Calendar'), 'TimeBlocks', 'DailyBrief'];

export interface SubscribedEventsArgs {
  executiveId: number;
  /** Inclusive days, YYYY-MM-DD. */
  from: string;
  to: string;
}

export const subscriptionEndpoints = (build: Builder) => ({
  getCalendarSubscriptions: build.query<CalendarSubscription[], number>({
    query: (executiveId) => paths.subscriptions(executiveId),
    providesTags: [subscriptionsTag],
  }),
  createCalendarSubscription: build.mutation<CalendarSubscription, { executiveId: number; body: CreateCalendarSubscriptionBody }>({
    query: ({ executiveId, body }) => ({ url: paths.subscriptions(executiveId), method: 'POST', body }),
    invalidatesTags: onSuccess(subscriptionDependents),
  }),
  updateCalendarSubscription: build.mutation<CalendarSubscription, { executiveId: number; subscriptionId: number; body: UpdateCalendarSubscriptionBody }>({
    query: ({ executiveId, subscriptionId, body }) => ({ url: paths.subscription(executiveId, subscriptionId), method: 'PATCH', body }),
    // A new name or colour shows on the occurrences too.
    invalidatesTags: onSuccess(subscriptionDependents),
  }),
  deleteCalendarSubscription: build.mutation<{ success: true }, { executiveId: number; subscriptionId: number }>({
    query: ({ executiveId, subscriptionId }) => ({ url: paths.subscription(executiveId, subscriptionId), method: 'DELETE' }),
    invalidatesTags: onSuccess(subscriptionDependents),
  }),
  refreshCalendarSubscription: build.mutation<CalendarSubscription, { executiveId: number; subscriptionId: number }>({
    // An empty JSON body: the API refuses a mutation without the JSON content type (415).
    query: ({ executiveId, subscriptionId }) => ({ url: paths.refresh(executiveId, subscriptionId), method: 'POST', body: {} }),
    invalidatesTags: onSuccess(subscriptionDependents),
  }),
  getSubscribedEvents: build.query<SubscribedOccurrencesResponse, SubscribedEventsArgs>({
    query: ({ executiveId, from, to }) => ({ url: paths.occurrences(executiveId), params: { from, to } }),
    providesTags: [subscribedEventsTag],
  }),
  importIcs: build.mutation<IcsImportResult, { executiveId: number; ics: string }>({
    // The raw file as text/calendar: a string body with its own Content-Type is sent as is.
    query: ({ executiveId, ics }) => ({ url: paths.importIcs(executiveId), method: 'POST', body: ics, headers: { 'Content-Type': 'text/calendar' } }),
    invalidatesTags: onSuccess(ownEventDependents),
  }),
});
