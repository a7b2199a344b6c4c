// One connected account: where it is, its state in words ("as of 9:12 AM", "Needs your password
// again", why the last sync failed), its calendars with pick-to-show and the one Provana writes to,
// Refresh, and Remove (its events leave Provana, never the server).
import { apiErrorDetail, useExecutiveId, useTimeZone } from '@provana/api-client';
import { usePickAccountCalendarsMutation, useRefreshCalendarAccountMutation, useRemoveCalendarAccountMutation } from '@provana/api-client/calendar-accounts';
import type { CalendarAccount } from '@provana/contracts';
import { formatTimeIn } from '@provana/dates';
import { Button, HStack, Stack, Text, chakra } from '@provana/ui';
import { useState } from 'react';
import { PasswordAgainForm } from './password-again-form';

/** The account's state in words. */
export function accountStateText(account: Pick<CalendarAccount, 'status' | 'lastSyncedAt' | 'lastError'>, timeZone: string): string {
  const asOf = account.lastSyncedAt ? `as of ${formatTimeIn(timeZone, new Date(account.lastSyncedAt))}` : 'not synced yet';
  if (account.status === 'needs_password') return 'Needs your password again';
  if (account.status === 'unreachable') return `Could not be reached: ${account.lastError ?? 'the server did not answer'}. Events shown ${asOf}.`;
  return `Events ${asOf}`;
}

const box = {
  w: '4',
  h: '4',
  flexShrink: 0,
  accentColor: 'brand.solid',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
} as const;

export function AccountRow({ account }: { account: CalendarAccount }) {
  const executiveId = useExecutiveId();
  const timeZone = useTimeZone();
  const [shown, setShown] = useState(() => new Set(account.calendars.filter((c) => c.shown).map((c) => c.id)));
  const [writes, setWrites] = useState<number | null>(() => account.calendars.find((c) => c.writes)?.id ?? null);
  const [pick, picking] = usePickAccountCalendarsMutation();
  const [refresh, refreshing] = useRefreshCalendarAccountMutation();
  const [remove, removing] = useRemoveCalendarAccountMutation();
  const [error, setError] = useState<string | null>(null);
  const ids = { executiveId: executiveId ?? 0, accountId: account.id };
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(apiErrorDetail(failure).message);
    }
  };
  const toggle = (id: number, on: boolean) =>
    setShown((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const errorId = `account-${account.id}-error`;
  return (
    <Stack as="li" gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="calendar-account" aria-label={account.label}>
      <Stack gap="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {account.label}
        </Text>
        <Text fontSize="sm" color={account.status === 'ok' ? 'fg.muted' : 'fg.error'} data-testid="calendar-account-state">
          {accountStateText(account, timeZone)}
        </Text>
      </Stack>
      {account.status === 'needs_password' ? <PasswordAgainForm account={account} /> : null}
      {account.calendars.length === 0 ? (
        <Text fontSize="sm">This account has no calendars with events.</Text>
      ) : (
        <chakra.fieldset border="0" p="0" m="0" minW="0" aria-describedby={error ? errorId : undefined}>
          <chakra.legend fontSize="sm" fontWeight="semibold" mb="2">
            Calendars to show, and the one Provana writes to
          </chakra.legend>
          <Stack as="ul" gap="2" listStyleType="none" p="0">
            {account.calendars.map((c) => (
              <HStack as="li" key={c.id} gap="4" flexWrap="wrap" data-testid="account-calendar">
                <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer" minW="0">
                  <chakra.input type="checkbox" checked={shown.has(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} {...box} />
                  <chakra.span overflowWrap="anywhere">Show {c.name}</chakra.span>
                </chakra.label>
                <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" cursor={c.writable ? 'pointer' : 'not-allowed'}>
                  <chakra.input
                    type="radio"
                    name={`writes-${account.id}`}
                    checked={writes === c.id}
                    disabled={!c.writable}
                    onChange={() => setWrites(c.id)}
                    {...box}
                  />
                  {c.writable ? `Write to ${c.name}` : `${c.name} is read-only`}
                </chakra.label>
              </HStack>
            ))}
          </Stack>
        </chakra.fieldset>
      )}
      {error ? (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
      <HStack gap="2" flexWrap="wrap">
        <Button
          type="button"
          size="sm"
          colorPalette="brand"
          loading={picking.isLoading}
          loadingText="Saving..."
          onClick={() => void run(() => pick({ ...ids, body: { shown: [...shown], writeCalendarId: writes } }).unwrap())}
        >
          Save calendars
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          loading={refreshing.isLoading}
          loadingText="Refreshing..."
          onClick={() => void run(() => refresh(ids).unwrap())}
        >
          Refresh
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          loading={removing.isLoading}
          loadingText="Removing..."
          onClick={() => void run(() => remove(ids).unwrap())}
        >
          Remove account
        </Button>
      </HStack>
    </Stack>
  );
}
