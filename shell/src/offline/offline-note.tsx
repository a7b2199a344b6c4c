// Under the header while the browser is offline: what is shown is the last answer, and from when.
import { useTimeZone } from '@provana/api-client';
import { Box } from '@provana/ui';
import { lastSyncedAt } from './last-sync';
import { useOnline } from './use-online';

export function offlineNoteText(syncedAt: Date | null, timeZone: string): string {
  if (!syncedAt) return 'Offline';
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(syncedAt);
  return `Offline · as of ${time}`;
}

export function OfflineNote() {
  const online = useOnline();
  const timeZone = useTimeZone();
  if (online) return null;
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
