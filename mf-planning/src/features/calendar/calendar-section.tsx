// Calendar View (spec section 2): the month grid with Today, previous and next month; a day's
// items on click. Items come from one request for the days the grid shows. A search result's link
// (?event=ID&date=YYYY-MM-DD) opens the event's month and day and highlights the event.
import type { CalendarItem } from '@provana/contracts';
import { useTimeZone } from '@provana/api-client';
import { useGetCalendarQuery } from '@provana/api-client/calendar';
import { DeepLinkNote, QueryState, useDeepLink, useExecutiveQueryWith, WriteOnly } from '@provana/sections';
import { useSearchParams } from '@provana/router';
import { calendarPaths } from '@provana/contracts/paths/calendar';
import { Button, HStack, Link, SectionCard, Stack, Text } from '@provana/ui';
import { useEffect, useMemo, useState } from 'react';
import { firstOfMonth, lastOfMonth, todayIn } from '@provana/dates';
import { DayDetail } from './day-detail';
import { NewEventButton } from './event-form/event-form-buttons';
import { gridRange, monthTitle, shiftMonth } from './month-grid';
import { MonthView } from './month-view';
import { SubscribeDialog } from './subscribe-dialog';
import { CalendarsPanel } from '../subscriptions/calendars-panel';
import { type DayItem, byStart } from '../subscriptions/subscription-view';
import { useSubscribedItems } from '../subscriptions/use-subscribed-items';

/** "2,000": a count in the product's one locale (dates go through @provana/dates). */
const count = new Intl.NumberFormat('en-US');

/** The executive's own items and the subscribed calendars' occurrences, per day in start order. */
function groupByDay(items: readonly CalendarItem[], subscribed: readonly DayItem[]): Map<string, DayItem[]> {
  const byDay = new Map<string, DayItem[]>();
  for (const item of [...items, ...subscribed]) byDay.set(item.date, [...(byDay.get(item.date) ?? []), item]);
  if (subscribed.length > 0) for (const day of byDay.values()) day.sort(byStart);
  return byDay;
}

export function CalendarSection() {
  // The grid's Today and first month: today in the executive's zone.
  const today = todayIn(useTimeZone());
  const [focused, setFocused] = useState(today);
  const [selected, setSelected] = useState<string | null>(null);
  const month = firstOfMonth(focused);
  const range = gridRange(month);
  const query = useExecutiveQueryWith(useGetCalendarQuery, (id: number) => ({ executiveId: id, ...range }));
  const { executiveId, data } = query;
  const { items: subscribed, truncated, limit } = useSubscribedItems(range);
  const itemsByDay = useMemo(() => groupByDay(data?.items ?? [], subscribed), [data, subscribed]);
  const title = monthTitle(month);

  // The link's day (the search result's date): without one, or a malformed one, the event is looked
  // for in the month shown. Ready once that day is open and its month's items have arrived.
  const [params] = useSearchParams();
  const dateParam = params.get('date');
  const linkDate = dateParam !== null && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : null;
  const link = useDeepLink('event', {
    ready: query.data !== undefined && !query.isFetching && (linkDate === null || selected === linkDate),
    alsoRemove: ['date'],
  });
  const openDay = link.status === 'pending' ? linkDate : null;
  useEffect(() => {
    if (openDay === null) return;
    setFocused(openDay);
    setSelected(openDay);
  }, [openDay]);

  const goMonth = (by: number) => {
    setFocused(shiftMonth(month, by));
    setSelected(null);
  };
  const goToday = () => {
    setFocused(today);
    setSelected(null);
  };

  const body = (
    <QueryState query={query} loadingLabel="Loading calendar...">
      {(data) => (
        <Stack gap="4">
          {data.items.length === 0 && subscribed.length === 0 && <Text color="fg.muted">Nothing scheduled in {title}.</Text>}
          {truncated && (
            <Text fontSize="sm" color="fg.muted" data-testid="subscribed-truncated">
              Your subscribed calendars have more than {count.format(limit)} events in these weeks: only the earliest {count.format(limit)} are shown.
            </Text>
          )}
          <MonthView
            month={month}
            title={title}
            itemsByDay={itemsByDay}
            focused={focused}
            selected={selected}
            today={today}
            onFocusDay={setFocused}
            onOpenDay={setSelected}
          />
          {selected && <DayDetail date={selected} executiveId={executiveId} items={itemsByDay.get(selected) ?? []} linkProps={link.highlightProps} />}
        </Stack>
      )}
    </QueryState>
  );

  return (
    <SectionCard
      title="Calendar View"
      actions={
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => goMonth(-1)} aria-label="Previous month">
            ‹
          </Button>
          <Text fontWeight="semibold" minW="9rem" textAlign="center" aria-live="polite" data-testid="month-title">
            {title}
          </Text>
          <Button size="sm" variant="outline" onClick={() => goMonth(1)} aria-label="Next month">
            ›
          </Button>
          <Button size="sm" variant="outline" onClick={goToday}>
            Today
          </Button>
          {executiveId !== undefined && (
            <Link
              href={`${calendarPaths.calendarIcs(executiveId)}?from=${month}&to=${lastOfMonth(month)}`}
              download
              fontSize="sm"
              fontWeight="medium"
              color="brand.fg"
              textDecoration="underline"
            >
              Export .ics
            </Link>
          )}
          {executiveId !== undefined && (
            <WriteOnly least="owner">
              <SubscribeDialog executiveId={executiveId} />
            </WriteOnly>
          )}
          {executiveId !== undefined && (
            <WriteOnly>
              <NewEventButton executiveId={executiveId} date={selected ?? (month === firstOfMonth(today) ? today : focused)} />
            </WriteOnly>
          )}
        </HStack>
      }
    >
      <Stack gap="4">
        <DeepLinkNote link={link} />
        {body}
        <CalendarsPanel />
      </Stack>
    </SectionCard>
  );
}
