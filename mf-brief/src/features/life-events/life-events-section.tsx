// The Life Events section for the signed-in executive, with loading, empty and error states;
// ?lifeEvent=ID highlights one.
import { useGetPersonalEventsQuery } from '@provana/api-client';
import { usePrivateMarking } from '@provana/sections/private-items';
import { DeepLinkNote, QueryState, useDeepLink, useExecutiveQuery } from '@provana/sections';
import { SectionCard } from '@provana/ui';
import { LifeEventList } from './life-event-list';

export function LifeEventsSection() {
  const query = useExecutiveQuery(useGetPersonalEventsQuery);
  const link = useDeepLink('lifeEvent', { ready: query.data !== undefined });
  const { executiveId } = query;
  const setPrivate = usePrivateMarking(executiveId);
  const onSetPrivate = setPrivate && ((event: { id: number }, isPrivate: boolean) => setPrivate({ kind: 'life-event', id: event.id }, isPrivate));
  return (
    <SectionCard title="Life Events">
      <DeepLinkNote link={link} />
      <QueryState
        query={query}
        loadingLabel="Loading life events..."
        empty={{ title: 'No life events', description: 'Birthdays, anniversaries and family moments appear here.' }}
      >
        {(events) => <LifeEventList events={events} linkProps={link.highlightProps} onSetPrivate={onSetPrivate} />}
      </QueryState>
    </SectionCard>
  );
}
