// Search across every recording's transcript and insights (served by FTS5): ranked results with the
// matched words highlighted, paged. A result is a button that shows that recording in the detail.
import { formatApiError, skipToken } from '@provana/api-client';
import { useSearchVoiceRecordingsQuery } from '@provana/api-client/voice';
import type { VoiceSearchField } from '@provana/contracts';
import { Button, Field, HStack, Input, Spinner, Stack, Text, chakra } from '@provana/ui';
import { useState } from 'react';
import { formatDayTime } from '@provana/dates';
import { SnippetText } from './snippet-text';
import { useDebounced } from './use-debounced';

const PAGE_SIZE = 5;
const FIELD_LABEL: Record<VoiceSearchField, string> = {
  transcript: 'Transcript',
  topIdea: 'Key Idea',
  actionSuggestion: 'Suggested Action',
  personalAnchor: 'Personal Anchor',
};

export function VoiceSearch({ executiveId, onSelect }: { executiveId: number; onSelect: (id: number) => void }) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim(), 250);
  const { data, error, isFetching } = useSearchVoiceRecordingsQuery(q ? { executiveId, q, page, pageSize: PAGE_SIZE } : skipToken);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="3" as="section" aria-label="Search recordings">
      <Field.Root>
        <Field.Label>Search recordings</Field.Label>
        <Input
          type="search"
          value={text}
          placeholder="Words from a transcript or insight"
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
        />
      </Field.Root>
      {q && (
        <Stack gap="2" aria-live="polite" aria-busy={isFetching}>
          {error ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              Search failed: {formatApiError(error)}
            </Text>
          ) : !data ? (
            <HStack>
              <Spinner size="sm" />
              <Text fontSize="sm">Searching...</Text>
            </HStack>
          ) : data.total === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No recordings match “{data.query}”.
            </Text>
          ) : (
            <>
              <Text fontSize="sm" color="fg.muted">
                {data.total} {data.total === 1 ? 'recording matches' : 'recordings match'}
              </Text>
              <Stack as="ul" gap="2" listStyleType="none" aria-label="Search results">
                {data.results.map((hit) => (
                  <li key={hit.recording.id}>
                    <chakra.button
                      type="button"
                      data-testid="voice-search-result"
                      onClick={() => onSelect(hit.recording.id)}
                      w="full"
                      textAlign="start"
                      p="2"
                      borderWidth="1px"
                      borderRadius="md"
                      _hover={{ bg: 'bg.muted' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
                    >
                      <Text fontSize="xs" color="fg.muted">
                        {FIELD_LABEL[hit.field]} · {formatDayTime(hit.recording.timestamp)}
                      </Text>
                      <SnippetText parts={hit.snippet} />
                    </chakra.button>
                  </li>
                ))}
              </Stack>
              {pages > 1 && (
                <HStack justify="space-between">
                  <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    Previous
                  </Button>
                  <Text fontSize="sm">
                    Page {page} of {pages}
                  </Text>
                  <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                    Next
                  </Button>
                </HStack>
              )}
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
