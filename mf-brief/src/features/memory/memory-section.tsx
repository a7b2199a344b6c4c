// The Smart Memory section for the signed-in executive, with loading, empty and error states; Add Note
// (or ?new=note) opens the form, ?note=ID highlights a note.
import { useGetMemoryNotesQuery } from '@provana/api-client';
import { usePrivateMarking } from '@provana/sections/private-items';
import { DeepLinkNote, QueryState, useCanWrite, useDeepLink, useExecutiveQuery, useLinkedForm } from '@provana/sections';
import { Box, Button, LoadingState, SectionCard } from '@provana/ui';
import { Suspense, lazy, useState } from 'react';
import { MemoryList } from './memory-list';

// The form (with its field and validation code) loads when first opened.
const MemoryNoteForm = lazy(() => import('./memory-note-form').then((m) => ({ default: m.MemoryNoteForm })));

export function MemorySection() {
  const query = useExecutiveQuery(useGetMemoryNotesQuery);
  const { executiveId } = query;
  const link = useDeepLink('note', { ready: query.data !== undefined });
  const [adding, setAdding] = useState(false);
  const formRef = useLinkedForm('new', 'note', () => setAdding(true), executiveId !== undefined);
  const canWrite = useCanWrite();
  const setPrivate = usePrivateMarking(executiveId);
  const onSetPrivate = setPrivate && ((note: { id: number }, isPrivate: boolean) => setPrivate({ kind: 'memory-note', id: note.id }, isPrivate));
  return (
    <SectionCard
      title="Smart Memory"
      actions={
        canWrite && !adding && executiveId !== undefined ? (
          <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}>
            Add Note
          </Button>
        ) : undefined
      }
    >
      <DeepLinkNote link={link} />
      {adding && executiveId !== undefined && (
        <Box mb="4">
          <Suspense fallback={<LoadingState label="Loading the form..." />}>
            <MemoryNoteForm ref={formRef} executiveId={executiveId} onDone={() => setAdding(false)} />
          </Suspense>
        </Box>
      )}
      <QueryState
        query={query}
        loadingLabel="Loading memory notes..."
        empty={{ title: 'No memory notes', description: 'Notes you ask the assistant to remember appear here.' }}
      >
        {(notes) => <MemoryList notes={notes} linkProps={link.highlightProps} onSetPrivate={onSetPrivate} />}
      </QueryState>
    </SectionCard>
  );
}
