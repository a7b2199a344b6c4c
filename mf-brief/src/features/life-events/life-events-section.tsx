// The Life Events section for the signed-in executive, with loading, empty and error states.
import { useGetPersonalEventsQuery } from '@provana/api-client';
import { QueryState, useExecutiveQuery } from '@provana/sections';
import { SectionCard } from '@provana/ui';
import { LifeEventList } from './life-event-list';

export function LifeEventsSection() {
  const query = useExecutiveQuery(useGetPersonalEventsQuery);
  return (
    <SectionCard title="Life Events">
      <QueryState query={query} loadingLabel="Loading life events..." empty={{ title: 'No life events', description: 'Birthdays, anniversaries and family moments appear here.' }}>
        {(events) => <LifeEventList events={events} />}
      </QueryState>
    </SectionCard>
  );
}
