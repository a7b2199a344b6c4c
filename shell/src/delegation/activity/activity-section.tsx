// Settings → Activity (the workspace's owner only, loaded when Settings opens for them): who changed
// what, newest first, a page at a time (Load more), for one person or one kind of change.
import { formatApiError, skipToken, useExecutiveId, useTimeZone } from '@provana/api-client';
import { useGetActivityInfiniteQuery } from '@provana/api-client/delegation';
import { ActivityKindSchema, type ActivityKind } from '@provana/contracts';
import { todayIn } from '@provana/dates';
import { Button, ErrorState, Field, Flex, Heading, LoadingState, Stack, Text } from '@provana/ui';
import { NativeSelect } from '@provana/ui/parts';
import { useState } from 'react';
import { KIND_NAMES, activityLine } from './activity-line';

const KINDS = ActivityKindSchema.options;

export default function ActivitySection() {
  const executiveId = useExecutiveId();
  const timeZone = useTimeZone();
  const today = todayIn(timeZone);
  const [actor, setActor] = useState<number | undefined>(undefined);
  const [kind, setKind] = useState<ActivityKind | undefined>(undefined);
  const filter = executiveId === undefined ? skipToken : { executiveId, ...(actor !== undefined ? { actor } : {}), ...(kind ? { kind } : {}) };
  // Fetched again whenever Settings opens: every write in the workspace, by anyone, adds to it.
  const { data, isLoading, isFetchingNextPage, error, refetch, hasNextPage, fetchNextPage } = useGetActivityInfiniteQuery(filter, {
    refetchOnMountOrArgChange: true,
  });
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];
  // The people stay listed while a filter is on (the first page's list is everyone in the log).
  const [people, setPeople] = useState<{ userId: number; name: string }[]>([]);
  const latestPeople = data?.pages[0]?.people;
  if (latestPeople && latestPeople.length > people.length) setPeople(latestPeople);

  return (
    <Stack gap="3" data-testid="settings-activity">
      <Stack gap="1">
        <Heading as="h3" size="sm">
          Activity
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Every change in your workspace, who made it and when, newest first. Entries are kept for a year.
        </Text>
      </Stack>
      <Flex gap="3" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label fontSize="sm" htmlFor="activity-person">
            Person
          </Field.Label>
          <NativeSelect id="activity-person" value={actor ?? ''} onChange={(e) => setActor(e.target.value ? Number(e.target.value) : undefined)}>
            <option value="">Everyone</option>
            {people.map((p) => (
              <option key={p.userId} value={p.userId}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label fontSize="sm" htmlFor="activity-kind">
            Kind of change
          </Field.Label>
          <NativeSelect id="activity-kind" value={kind ?? ''} onChange={(e) => setKind(e.target.value ? (e.target.value as ActivityKind) : undefined)}>
            <option value="">All kinds</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_NAMES[k]}
              </option>
            ))}
          </NativeSelect>
        </Field.Root>
      </Flex>
      {isLoading ? <LoadingState label="Loading activity..." /> : null}
      {error && !data ? <ErrorState title="The activity could not be loaded" message={formatApiError(error)} onRetry={() => void refetch()} /> : null}
      {data && entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {actor !== undefined || kind ? 'No activity matches these filters.' : 'No activity yet.'}
        </Text>
      ) : null}
      {entries.length > 0 ? (
        <Stack as="ol" gap="1" listStyleType="none" aria-label="Activity, newest first" fontSize="sm">
          {entries.map((entry) => (
            <li key={entry.id}>{activityLine(entry, timeZone, today)}</li>
          ))}
        </Stack>
      ) : null}
      {hasNextPage ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
      {error && data ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {formatApiError(error)}
        </Text>
      ) : null}
    </Stack>
  );
}
