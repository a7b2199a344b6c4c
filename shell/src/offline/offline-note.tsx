// Under the header while the browser is offline (the header renders it then): what is shown is the
// last answer, and from when.
import { useTimeZone } from '@provana/api-client';
import { formatClock24In } from '@provana/dates';
import { Box } from '@provana/ui';
import { lastSyncedAt } from './last-sync';

export function offlineNoteText(syncedAt: Date | null, timeZone: string): string {
  if (!syncedAt) return 'Offline';
  return `Offline · as of ${formatClock24In(syncedAt, timeZone)}`;
}

export default function OfflineNote() {
  const timeZone = useTimeZone();
  return (
    <Box
      role="status"
      data-testid="offline-note"
      px={{ base: '3', md: '5' }}
      py="1"
      fontSize="sm"
      fontWeight="medium"
      bg="orange.subtle"
      color="orange.fg"
      borderTopWidth="1px"
    >
      {offlineNoteText(lastSyncedAt(), timeZone)}
    </Box>
  );
}
