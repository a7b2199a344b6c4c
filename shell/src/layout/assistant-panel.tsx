// Extra-large screens: the assistant panel beside the section.
import { skipToken, useExecutiveId, useGetMemoryNotesQuery, useGetReflectionsQuery, useTimeZone } from '@provana/api-client';
import { todayIn } from '@provana/dates';
import { Box, Button, Heading, Skeleton, Stack, Text, lazyPart } from '@provana/ui';
import { type ReactNode, useState } from 'react';
import { reflectionPrompt } from './reflection-prompts';
import { latestSnapshot, snapshotLines } from './weekly-snapshot';

const RECENT_NOTES = 3;

// mf_print's preview dialog: its host (and the remote) load on the first click only.
const PrintPreviewHost = lazyPart(() => import('../dialogs/print-preview-host'), 'the print preview');

function PanelBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg.panel" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function RecentNotes({ executiveId }: { executiveId: number | undefined }) {
  const { data, isLoading, isError } = useGetMemoryNotesQuery(executiveId ?? skipToken);
  if (isLoading) return <Skeleton height="12" />;
  if (isError)
    return (
      <Text fontSize="sm" color="fg.muted">
        Notes are unavailable right now.
      </Text>
    );
  // Newest first: ids grow with creation.
  const notes = [...(data ?? [])].sort((a, b) => b.id - a.id).slice(0, RECENT_NOTES);
  if (notes.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        No notes yet.
      </Text>
    );
  return (
    <Stack as="ul" gap="2" listStyleType="none" ps="0">
      {notes.map((note) => (
        <Box as="li" key={note.id} fontSize="sm">
          <Text lineClamp={2}>{note.note}</Text>
          <Text fontSize="xs" color="fg.muted">
            {note.tag}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function WeeklySnapshot({ executiveId }: { executiveId: number | undefined }) {
  const { data, isLoading, isError } = useGetReflectionsQuery(executiveId ?? skipToken);
  if (isLoading) return <Skeleton height="12" />;
  if (isError)
    return (
      <Text fontSize="sm" color="fg.muted">
        The snapshot is unavailable right now.
      </Text>
    );
  const snapshot = latestSnapshot(data);
  if (!snapshot)
    return (
      <Text fontSize="sm" color="fg.muted">
        No weekly reflection yet.
      </Text>
    );
  return (
    <Stack gap="1" fontSize="sm">
      <Text fontSize="xs" color="fg.muted">
        Week of {snapshot.weekStart}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" ps="0">
        {snapshotLines(snapshot).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Stack>
    </Stack>
  );
}

export function AssistantPanel({ onOpenWelcome }: { onOpenWelcome: () => void }) {
  const executiveId = useExecutiveId();
  const timeZone = useTimeZone();
  const [printOpen, setPrintOpen] = useState(false);
  // Mounted from the first opening on, so the remote dialog can animate its own close.
  const [printMounted, setPrintMounted] = useState(false);
  const openPrint = () => {
    setPrintMounted(true);
    setPrintOpen(true);
  };
  return (
    <Box
      as="aside"
      aria-label="Assistant"
      display={{ base: 'none', xl: 'flex' }}
      flexDirection="column"
      gap="4"
      w="80"
      flexShrink={0}
      p="4"
      borderStartWidth="1px"
      bg="bg.canvas"
      position="sticky"
      top="16"
      h="calc(100dvh - 4rem)"
      overflowY="auto"
    >
      <Stack gap="2">
        <Button variant="outline" bg="bg.panel" onClick={onOpenWelcome}>
          View Welcome Guide
        </Button>
        <Button colorPalette="brand" onClick={openPrint}>
          Print Executive Report
        </Button>
      </Stack>
      <PanelBlock title="Recent Notes">
        <RecentNotes executiveId={executiveId} />
      </PanelBlock>
      <PanelBlock title="Reflection Prompt">
        <Text fontSize="sm" fontStyle="italic">
          {reflectionPrompt(todayIn(timeZone))}
        </Text>
      </PanelBlock>
      <PanelBlock title="Weekly Snapshot">
        <WeeklySnapshot executiveId={executiveId} />
      </PanelBlock>
      <Box as="footer" mt="auto" pt="2" fontSize="xs" color="fg.muted" textAlign="center">
        PROVANA · prepares you, guides you, protects your time
      </Box>
      {printMounted ? <PrintPreviewHost open={printOpen} onClose={() => setPrintOpen(false)} /> : null}
    </Box>
  );
}
