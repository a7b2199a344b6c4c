// The Smart Memory section for the signed-in executive, with loading, empty and error states.
import { useGetMemoryNotesQuery } from '@provana/api-client';
import { QueryState, useExecutiveQuery } from '@provana/sections';
import { SectionCard } from '@provana/ui';
import { MemoryList } from './memory-list';

export function MemorySection() {
  const query = useExecutiveQuery(useGetMemoryNotesQuery);
  return (
    <SectionCard title="Smart Memory">
      <QueryState query={query} loadingLabel="Loading memory notes..." empty={{ title: 'No memory notes', description: 'Notes you ask the assistant to remember appear here.' }}>
        {(notes) => <MemoryList notes={notes} />}
      </QueryState>
    </SectionCard>
  );
}
