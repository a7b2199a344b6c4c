// Settings → "Remind me on this device even when Provana is closed": the reminders of events and 1:1s
// sent through Web Push to each device that asked for them, listed by name with Remove, and whether the
// lock screen may show their titles.
import { formatApiError, useExecutiveId, useTimeZone } from '@provana/api-client';
import { formatDayIn } from '@provana/dates';
import {
  useAddPushDeviceMutation,
  useGetPushDevicesQuery,
  useGetPushSettingsQuery,
  useLazyGetPushKeyQuery,
  useRemovePushDeviceMutation,
  useSetPushSettingsMutation,
} from '@provana/api-client/push';
import { Box, Button, Checkbox, ErrorState, HStack, LoadingState, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { readKey, removeKey, storageKeys, writeKey } from '../../lib/storage-keys';
import { deviceName, pushSupport, subscribeThisBrowser, unsubscribeThisBrowser } from './push-subscription';

const STATUS_ID = 'settings-push-status';

export function PushDevicesSetting() {
  const executiveId = useExecutiveId();
  const timeZone = useTimeZone();
  const skip = executiveId === undefined;
  const devices = useGetPushDevicesQuery(executiveId ?? 0, { skip });
  const settings = useGetPushSettingsQuery(executiveId ?? 0, { skip });
  const [getKey] = useLazyGetPushKeyQuery();
  const [addDevice] = useAddPushDeviceMutation();
  const [removeDevice] = useRemovePushDeviceMutation();
  const [setSettings, saving] = useSetPushSettingsMutation();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const thisDevice = Number(readKey(storageKeys.pushDeviceId)) || null;
  const supported = pushSupport() === 'supported';

  const subscribe = async () => {
    if (executiveId === undefined) return;
    setBusy(true);
    setStatus('');
    try {
      const { publicKey } = await getKey(executiveId).unwrap();
      const subscription = await subscribeThisBrowser(publicKey);
      if (!subscription) {
        setStatus('This browser blocks notifications from Provana: allow them in its site settings first.');
        return;
      }
      const device = await addDevice({ executiveId, body: { ...subscription, name: deviceName(navigator.userAgent) } }).unwrap();
      writeKey(storageKeys.pushDeviceId, String(device.id));
      setStatus(`Reminders will reach ${device.name} even when Provana is closed.`);
    } catch (error) {
      setStatus(`This device could not be set up for reminders: ${error instanceof Error ? error.message : formatApiError(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: number, name: string) => {
    if (executiveId === undefined) return;
    try {
      await removeDevice({ executiveId, subscriptionId: id }).unwrap();
      if (id === thisDevice) {
        removeKey(storageKeys.pushDeviceId);
        await unsubscribeThisBrowser().catch(() => undefined);
      }
      setStatus(`${name} gets no more reminders.`);
    } catch (error) {
      setStatus(`${name} could not be removed: ${formatApiError(error)}`);
    }
  };

  let list;
  if (devices.isLoading) list = <LoadingState label="Loading devices..." />;
  else if (devices.isError) list = <ErrorState message={formatApiError(devices.error)} onRetry={() => void devices.refetch()} />;
  else if (!devices.data || devices.data.length === 0) list = <Text fontSize="sm">No device gets reminders while Provana is closed.</Text>;
  else
    list = (
      <Stack as="ul" gap="1" listStyleType="none" aria-label="Devices that get reminders">
        {devices.data.map((device) => (
          <HStack as="li" key={device.id} justify="space-between" gap="2" data-testid="push-device">
            <Box minW="0">
              <Text fontSize="sm" fontWeight="medium" truncate>
                {device.name}
                {device.id === thisDevice ? ' (this device)' : ''}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                Added {formatDayIn(device.createdAt, timeZone, 'numeric')}
              </Text>
            </Box>
            <Button type="button" size="xs" variant="outline" onClick={() => void remove(device.id, device.name)} aria-label={`Remove ${device.name}`}>
              Remove
            </Button>
          </HStack>
        ))}
      </Stack>
    );

  return (
    <Stack gap="2" data-testid="settings-push-devices">
      <Text as="h3" fontWeight="semibold">
        Reminders on this device
      </Text>
      <Text id={STATUS_ID} fontSize="sm" color="fg.muted" aria-live="polite">
        {status ||
          (supported
            ? 'Event and 1:1 reminders can reach this device even when Provana is closed.'
            : 'This browser cannot get reminders while Provana is closed.')}
      </Text>
      {supported ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          alignSelf="start"
          // The label is long: it wraps on a phone instead of running past the screen.
          whiteSpace="normal"
          h="auto"
          py="2"
          textAlign="start"
          onClick={() => void subscribe()}
          disabled={busy || skip}
          aria-busy={busy}
          aria-describedby={STATUS_ID}
        >
          {busy ? 'Setting up...' : 'Remind me on this device even when Provana is closed'}
        </Button>
      ) : null}
      {list}
      <Checkbox.Root
        checked={settings.data?.showDetails ?? false}
        disabled={settings.isLoading || settings.isError || saving.isLoading || skip}
        onCheckedChange={(event) => {
          if (executiveId === undefined) return;
          setSettings({ executiveId, showDetails: event.checked === true })
            .unwrap()
            .catch((error: unknown) => setStatus(`The lock-screen setting was not saved: ${formatApiError(error)}`));
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Show details (the event's title) on the lock screen</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
