// Settings → Calendars (the workspace's owner, loaded when Settings opens for them): connect a
// calendar account and manage the connected ones. What Provana shows of them appears wherever the week
// is read; what it plans lands in the one calendar chosen for writing.
import { formatApiError, skipToken, useExecutiveId } from '@provana/api-client';
import { useGetCalendarAccountsQuery } from '@provana/api-client/calendar-accounts';
import { ErrorState, Heading, LoadingState, Stack, Text } from '@provana/ui';
import { AccountRow } from './account-row';
import { ConnectAccountForm } from './connect-account-form';

export default function CalendarAccountsSection() {
  const executiveId = useExecutiveId();
  const { data, isLoading, error, refetch } = useGetCalendarAccountsQuery(executiveId ?? skipToken, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="4" data-testid="settings-calendars">
      <Stack gap="1">
        <Heading as="h3" size="sm">
          Calendars
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Connect the calendar your colleagues book you in: its events show here, and the blocks and events you plan in Provana land there.
        </Text>
      </Stack>
      {isLoading ? <LoadingState label="Loading calendar accounts..." /> : null}
      {error ? <ErrorState title="Your calendar accounts could not be loaded" message={formatApiError(error)} onRetry={() => void refetch()} /> : null}
      {data && data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No calendar account connected yet.
        </Text>
      ) : null}
      {data && data.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none" p="0" aria-label="Connected calendar accounts">
          {data.map((account) => (
            <AccountRow key={`${account.id}-${account.calendars.map((c) => `${c.shown}${c.writes}`).join('')}`} account={account} />
          ))}
        </Stack>
      ) : null}
      <ConnectAccountForm />
    </Stack>
  );
}
