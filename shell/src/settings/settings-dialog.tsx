// The header's Settings dialog (loaded on the first click): the executive's time zone (every "today",
// overdue flag and time-block slot follows it, on the server and in every remote), their assistant,
// their connected calendars, the account's security (password, two-factor, sessions), their API tokens and webhooks and their data, their delegates and the
// activity in their workspace. While acting for someone, only what is the person's own (appearance,
// this browser's notifications) and the workspace's zone, read-only: the rest is the owner's.
import { useActiveWorkspace, useExecutiveId, useTimeZone } from '@provana/api-client';
import { useSetTimeZoneMutation } from '@provana/api-client/settings';
import { TimeZoneBodySchema } from '@provana/contracts';
import { browserTimeZone, formatTimeIn, supportedTimeZones } from '@provana/dates';
import { SelectField, useSchemaForm } from '@provana/sections';
import { Box, Button, Input, Stack, Text, lazyPart, notify } from '@provana/ui';
import { FormDialogFooter, FormError, ModalDialog } from '@provana/ui/parts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AppearanceChoice } from './preferences/appearance-choice';
import { AssistantSection } from './assistant/assistant-section';
import { PushDevicesSetting } from './devices/push-devices-setting';
import { ReminderNotificationsSetting } from './devices/reminder-notifications-setting';
import { SecuritySection } from './account-security/security-section';
import { searchZones } from './preferences/zone-search';
import { YourDataSection } from './data/your-data-section';

// The owner's sections load when Settings opens for the owner.
const DelegatesSection = lazyPart(() => import('../delegation/delegates/delegates-section'), 'managing delegates', {
  loading: <Text fontSize="sm">Loading delegates...</Text>,
});
const ActivitySection = lazyPart(() => import('../delegation/activity/activity-section'), 'the activity list');
const ApiTokensSection = lazyPart(() => import('./api-tokens/api-tokens-section'), 'API tokens', {
  loading: <Text fontSize="sm">Loading API tokens...</Text>,
});
const WebhooksSection = lazyPart(() => import('./webhooks/webhooks-section'), 'webhooks', {
  loading: <Text fontSize="sm">Loading webhooks...</Text>,
});
const CalendarAccountsSection = lazyPart(() => import('./calendars/calendar-accounts-section'), 'connected calendars', {
  loading: <Text fontSize="sm">Loading calendars...</Text>,
});

const CLOCK_REFRESH_MS = 15_000;

/** The time now in `zone`, kept current while the dialog is open. */
function useLocalTime(zone: string): string {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return formatTimeIn(zone);
}

export default function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const acting = useActiveWorkspace();
  if (acting) return <DelegateSettings open={open} onClose={onClose} workspaceName={acting.name} />;
  return <OwnerSettings open={open} onClose={onClose} />;
}

/** Settings while acting for someone: the person's own appearance and this browser's notifications. */
function DelegateSettings({ open, onClose, workspaceName }: { open: boolean; onClose: () => void; workspaceName: string }) {
  const timeZone = useTimeZone();
  return (
    <ModalDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title="Settings"
      closeLabel="Close settings"
      contentProps={{ 'data-testid': 'settings-dialog' }}
      footer={
        <Button type="button" variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Dates and times follow {workspaceName}&apos;s time zone,{' '}
          <Text as="strong" color="fg">
            {timeZone}
          </Text>
          . {workspaceName}&apos;s own settings, delegates and data stay with them; switch to your workspace for yours.
        </Text>
        <Box borderTopWidth="1px" pt="4">
          <AppearanceChoice />
        </Box>
        <Box borderTopWidth="1px" pt="4">
          <ReminderNotificationsSetting />
        </Box>
      </Stack>
    </ModalDialog>
  );
}

function OwnerSettings({ open, onClose }: { open: boolean; onClose: () => void }) {
  const executiveId = useExecutiveId();
  const current = useTimeZone();
  const browser = browserTimeZone();
  const form = useSchemaForm({ timeZone: current }, { schema: TimeZoneBodySchema });
  const choice = form.values.timeZone;
  const [query, setQuery] = useState('');
  const [setTimeZone, { isLoading }] = useSetTimeZoneMutation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const zones = useMemo(() => supportedTimeZones([current, browser]), [current, browser]);
  const listed = searchZones(zones, query, choice);
  const localTime = useLocalTime(choice);

  // A new choice starts over: a refusal was about the one before.
  const choose = (zone: string) => form.reset({ timeZone: zone });

  // A refusal keeps the choice, so the user can correct it or try again.
  const save = form.submit(async ({ timeZone }) => {
    if (executiveId === undefined) return;
    await setTimeZone({ executiveId, timeZone }).unwrap();
    notify({ title: 'Time zone saved', description: `Your dates and times now follow ${timeZone}.`, type: 'success' });
    onClose();
  });

  return (
    <ModalDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title="Settings"
      closeLabel="Close settings"
      initialFocusEl={() => bodyRef.current?.querySelector('select') ?? null}
      contentProps={{ 'data-testid': 'settings-dialog' }}
      form={{
        label: 'Settings',
        onSubmit: (event) => void save(event),
      }}
      footer={<FormDialogFooter onCancel={onClose} busy={isLoading} disabled={executiveId === undefined} action="Save" busyAction="Saving..." />}
    >
      <Stack ref={bodyRef} gap="4">
        <Text fontSize="sm" color="fg.muted">
          Current time zone:{' '}
          <Text as="strong" color="fg">
            {current}
          </Text>
          . Your brief, overdue items and time blocks follow it.
        </Text>
        <Input
          type="search"
          aria-label="Search time zones"
          placeholder="Search, e.g. Tokyo or New York"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          size="sm"
        />
        <SelectField form={form} name="timeZone" label="Time zone" options={listed} onChange={choose} />
        <FormError>{form.formError}</FormError>
        <Text fontSize="sm" aria-live="polite" data-testid="settings-local-time">
          Local time in {choice}: {localTime}
        </Text>
        <Button type="button" variant="outline" size="sm" alignSelf="start" onClick={() => choose(browser)} disabled={choice === browser}>
          Use this browser&apos;s time zone ({browser})
        </Button>
        <Box borderTopWidth="1px" pt="4">
          <AppearanceChoice />
        </Box>
        <Stack borderTopWidth="1px" pt="4" gap="4">
          <ReminderNotificationsSetting />
          <PushDevicesSetting />
        </Stack>
        <Box borderTopWidth="1px" pt="4">
          <CalendarAccountsSection />
        </Box>
        <Box borderTopWidth="1px" pt="4">
          <AssistantSection />
        </Box>
        <Box borderTopWidth="1px" pt="4">
          <SecuritySection />
        </Box>
        <Box borderTopWidth="1px" pt="4">
          <ApiTokensSection />
        </Box>
        <Box borderTopWidth="1px" pt="4">
          <WebhooksSection />
        </Box>
        <Box borderTopWidth="1px" pt="4">
          <YourDataSection />
        </Box>
        <Box borderTopWidth="1px" pt="4">
          <DelegatesSection />
        </Box>
        <Box borderTopWidth="1px" pt="4">
          <ActivitySection />
        </Box>
      </Stack>
    </ModalDialog>
  );
}
