// Under the header while the browser is offline (the header renders it then): what is shown is the
// last answer, and from when.
import { useTimeZone } from '@provana/api-client';
import { Box } from '@provana/ui';
import { lastSyncedAt } from './last-sync';

export function offlineNoteText(syncedAt: Date | null, timeZone: string): string {
  if (!syncedAt) return 'Offline';
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(syncedAt);
  return `Offline · as of ${time}`;
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
