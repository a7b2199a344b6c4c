// One subscribed calendar: its colour, name, sync state in words, event count, and its actions
// (Refresh now, Edit, Remove; removing asks first, as its events go with it); Refresh for Editors and up, Edit and Remove for the owner alone.
import type { CalendarSubscription } from '@provana/contracts';
import { apiErrorDetail } from '@provana/api-client';
import { useDeleteCalendarSubscriptionMutation, useRefreshCalendarSubscriptionMutation } from '@provana/api-client/calendar';
import { Box, Button, HStack, Stack, Text, notify } from '@provana/ui';
import { ConfirmDialog } from '@provana/ui/parts';
import { WriteOnly } from '@provana/sections';
import { useState } from 'react';
import { CalendarDialog } from './calendar-dialog';
import { colourToken, eventCountText, syncedText } from './subscription-view';

export function SubscriptionRow({ executiveId, subscription, timeZone }: { executiveId: number; subscription: CalendarSubscription; timeZone: string }) {
  const [refresh, refreshing] = useRefreshCalendarSubscriptionMutation();
  const [remove, removing] = useDeleteCalendarSubscriptionMutation();
  const [confirming, setConfirming] = useState(false);
  const { id, name } = subscription;

  const onRefresh = async () => {
    try {
      const after = await refresh({ executiveId, subscriptionId: id }).unwrap();
      if (after.lastError) notify({ title: `${name} could not be refreshed`, description: after.lastError, type: 'error' });
      else if (after.lastWarning)
        notify({ title: `${name} refreshed`, description: `${eventCountText(after.eventCount)}. ${after.lastWarning}`, type: 'warning' });
      else notify({ title: `${name} refreshed`, description: eventCountText(after.eventCount), type: 'success' });
    } catch (error) {
      notify({ title: `${name} could not be refreshed`, description: apiErrorDetail(error).message, type: 'error' });
    }
  };
  const onRemove = async () => {
    try {
      await remove({ executiveId, subscriptionId: id }).unwrap();
      setConfirming(false);
      notify({ title: 'Calendar removed', description: name, type: 'success' });
    } catch (error) {
      setConfirming(false);
      notify({ title: `${name} could not be removed`, description: apiErrorDetail(error).message, type: 'error' });
    }
  };

  return (
    <HStack as="li" listStyleType="none" gap="3" align="flex-start" wrap="wrap" py="2" borderBottomWidth="1px" data-testid="subscription-row">
      <Box aria-hidden="true" w="3" h="3" mt="1.5" borderRadius="full" bg={colourToken(subscription.colour)} flexShrink={0} />
      <Stack gap="0.5" flex="1" minW="12rem">
        <Text fontWeight="medium">{name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {syncedText(subscription, timeZone)} · {eventCountText(subscription.eventCount)}
        </Text>
        {subscription.lastError && (
          <Text fontSize="sm" color="fg.error" data-testid="subscription-error">
            Last sync failed: {subscription.lastError}
          </Text>
        )}
        {subscription.lastWarning && (
          <Text fontSize="sm" color="fg.warning" data-testid="subscription-warning">
            {subscription.lastWarning}
          </Text>
        )}
      </Stack>
      <HStack gap="2" wrap="wrap">
        <WriteOnly>
          <Button
            size="xs"
            variant="outline"
            onClick={() => void onRefresh()}
            loading={refreshing.isLoading}
            loadingText="Refreshing..."
            aria-label={`Refresh now: ${name}`}
          >
            Refresh now
          </Button>
        </WriteOnly>
        <WriteOnly least="owner">
          <CalendarDialog executiveId={executiveId} mode="edit" subscription={subscription} />
          <ConfirmDialog
            open={confirming}
            title={`Remove ${name}?`}
            confirmLabel="Remove"
            busyLabel="Removing..."
            busy={removing.isLoading}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void onRemove()}
            trigger={
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} aria-label={`Remove ${name}`}>
                Remove
              </Button>
            }
          >
            <Text>Provana stops syncing this calendar, and its events go with it. Your own events are not touched.</Text>
          </ConfirmDialog>
        </WriteOnly>
      </HStack>
    </HStack>
  );
}
