// The Smart Memory section for the signed-in executive, with loading, empty and error states; Add Note
// (or ?new=note) opens the form, ?note=ID highlights a note.
import { useGetMemoryNotesQuery } from '@provana/api-client';
import { usePrivateMarking } from '@provana/sections/private-items';
import { DeepLinkNote, QueryState, prefetchForOffline, useCanWrite, useDeepLink, useExecutiveQuery, useLinkedForm } from '@provana/sections';
import { Box, Button, LoadingState, SectionCard, lazyPart } from '@provana/ui';
import { useEffect, useState } from 'react';
import { MemoryList } from './memory-list';

// The form (with its field and validation code) loads when first opened, or once the notes have shown
// under the service worker, so it opens offline; where it could not load, it says so in its place.
const loadNoteForm = () => import('./memory-note-form');
const MemoryNoteForm = lazyPart(() => loadNoteForm().then((m) => ({ default: m.MemoryNoteForm })), 'adding a note', {
  loading: <LoadingState label="Loading the form..." />,
  close: (props) => props.onDone,
});

export function MemorySection() {
  const query = useExecutiveQuery(useGetMemoryNotesQuery);
  const { executiveId } = query;
  const link = useDeepLink('note', { ready: query.data !== undefined });
  const [adding, setAdding] = useState(false);
  const formRef = useLinkedForm('new', 'note', () => setAdding(true), executiveId !== undefined);
  const canWrite = useCanWrite();
  const setPrivate = usePrivateMarking(executiveId);
  const onSetPrivate = setPrivate && ((note: { id: number }, isPrivate: boolean) => setPrivate({ kind: 'memory-note', id: note.id }, isPrivate));
  // A small, frequent form of a section read offline: its code is fetched once the notes have shown.
  const shown = query.data !== undefined;
  useEffect(() => {
    if (shown && canWrite) prefetchForOffline(loadNoteForm);
  }, [shown, canWrite]);
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
          <MemoryNoteForm ref={formRef} executiveId={executiveId} onDone={() => setAdding(false)} />
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
