// Settings → Security → Sessions: every browser signed in to this account (device, last use, the
// address when known), "This device" first; sign out one, or all the others at once.
import { apiErrorDetail, useTimeZone } from '@provana/api-client';
import { useEndOtherSessionsMutation, useEndSessionMutation, useGetSessionsQuery } from '@provana/api-client/account';
import type { AccountSession } from '@provana/contracts';
import { formatDayTimeIn } from '@provana/dates';
import { Badge, Box, Button, EmptyState, ErrorState, HStack, Heading, LoadingState, Stack, Text, notify } from '@provana/ui';

/** Within this, a session counts as in use now (its last use is written at most once a minute). */
const ACTIVE_NOW_MS = 5 * 60_000;

export function lastUsedText(session: Pick<AccountSession, 'lastSeenAt' | 'current'>, timeZone: string, now = Date.now()): string {
  const at = new Date(session.lastSeenAt);
  if (session.current || now - at.getTime() < ACTIVE_NOW_MS) return 'Active now';
  return `Last active ${formatDayTimeIn(at, timeZone)}`;
}

function SessionRow({ session, timeZone }: { session: AccountSession; timeZone: string }) {
  const [end, state] = useEndSessionMutation();
  const used = lastUsedText(session, timeZone);
  const signOut = async () => {
    try {
      await end({ id: session.id, current: session.current }).unwrap();
      notify({ title: 'Signed out', description: session.current ? 'This device is signed out.' : `${session.device} is signed out.`, type: 'success' });
    } catch (failure) {
      notify({ title: 'Could not sign out', description: apiErrorDetail(failure).message, type: 'error' });
    }
  };
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" listStyleType="none">
      <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
        <Stack gap="0.5" minW="0" flex="1">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="medium">{session.device}</Text>
            {session.current ? (
              <Badge colorPalette="green" variant="subtle">
                This device
              </Badge>
            ) : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {used}
            {session.clientAddress ? ` · ${session.clientAddress}` : ''}
          </Text>
        </Stack>
        <Button
          type="button"
          size="xs"
          variant="outline"
          onClick={() => void signOut()}
          disabled={state.isLoading}
          aria-busy={state.isLoading}
          aria-label={session.current ? 'Sign out this device' : `Sign out ${session.device}, ${used.toLowerCase()}`}
        >
          {state.isLoading ? 'Signing out...' : 'Sign out'}
        </Button>
      </HStack>
    </Box>
  );
}

export function SessionsList() {
  const timeZone = useTimeZone();
  const sessions = useGetSessionsQuery();
  const [endOthers, othersState] = useEndOtherSessionsMutation();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  const signOutOthers = async () => {
    try {
      const { ended } = await endOthers().unwrap();
      notify({ title: 'Signed out everywhere else', description: `${ended} other session${ended === 1 ? ' was' : 's were'} signed out.`, type: 'success' });
    } catch (failure) {
      notify({ title: 'Could not sign out', description: apiErrorDetail(failure).message, type: 'error' });
    }
  };

  const body = () => {
    if (sessions.isLoading) return <LoadingState label="Loading your sessions..." />;
    if (sessions.isError || !sessions.data) {
      return <ErrorState title="Your sessions could not be loaded" message={apiErrorDetail(sessions.error).message} onRetry={() => void sessions.refetch()} />;
    }
    if (sessions.data.length === 0) return <EmptyState title="No sessions" description="No browser is signed in to this account." />;
    return (
      <Stack as="ul" gap="2" aria-label="Signed-in sessions" p="0" m="0">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} timeZone={timeZone} />
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="2" aria-labelledby="settings-sessions" as="section">
      <Heading as="h4" id="settings-sessions" size="xs">
        Sessions
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Browsers signed in to your account. With Remember me a session lasts 30 days after its last use; without, it ends when the browser closes or after 12
        idle hours.
      </Text>
      {body()}
      <Button
        type="button"
        size="sm"
        variant="outline"
        alignSelf="start"
        onClick={() => void signOutOthers()}
        disabled={others === 0 || othersState.isLoading}
        aria-busy={othersState.isLoading}
      >
        {othersState.isLoading ? 'Signing out...' : 'Sign out of all other sessions'}
      </Button>
    </Stack>
  );
}
