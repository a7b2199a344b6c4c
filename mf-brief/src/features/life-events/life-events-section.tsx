// The Life Events section for the signed-in executive, with loading, empty and error states.
import { formatApiError, skipToken, useExecutiveId, useGetPersonalEventsQuery } from '@provana/api-client';
import { EmptyState, ErrorState, LoadingState, SectionCard } from '@provana/ui';
import { LifeEventList } from './life-event-list';

export function LifeEventsSection() {
  const executiveId = useExecutiveId();
  const { data, error, isLoading, isUninitialized, refetch } = useGetPersonalEventsQuery(executiveId ?? skipToken);

  let body;
  if (executiveId === undefined || isLoading || isUninitialized) body = <LoadingState label="Loading life events..." />;
  else if (error || !data) body = <ErrorState message={formatApiError(error)} onRetry={() => void refetch()} />;
  else if (data.length === 0)
    body = <EmptyState title="No life events" description="Birthdays, anniversaries and family moments appear here." />;
  else body = <LifeEventList events={data} />;

  return <SectionCard title="Life Events">{body}</SectionCard>;
}
