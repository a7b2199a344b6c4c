// The Smart Memory section for the signed-in executive, with loading, empty and error states.
import { formatApiError, skipToken, useExecutiveId, useGetMemoryNotesQuery } from '@provana/api-client';
import { EmptyState, ErrorState, LoadingState, SectionCard } from '@provana/ui';
import { MemoryList } from './memory-list';

export function MemorySection() {
  const executiveId = useExecutiveId();
  const { data, error, isLoading, isUninitialized, refetch } = useGetMemoryNotesQuery(executiveId ?? skipToken);

  let body;
  if (executiveId === undefined || isLoading || isUninitialized) body = <LoadingState label="Loading memory notes..." />;
  else if (error || !data) body = <ErrorState message={formatApiError(error)} onRetry={() => void refetch()} />;
  else if (data.length === 0)
    body = <EmptyState title="No memory notes" description="Notes you ask the assistant to remember appear here." />;
  else body = <MemoryList notes={data} />;

  return <SectionCard title="Smart Memory">{body}</SectionCard>;
}
