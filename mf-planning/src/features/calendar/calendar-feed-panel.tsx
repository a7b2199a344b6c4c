// The subscription dialog's body: what the feed is, then create it, or see the new link, or (a link
// made earlier, whose token is never shown again) reset or turn it off. Turning off asks first.
import { useTimeZone } from '@provana/api-client';
import type { CalendarFeedStatus, CreatedCalendarFeed } from '@provana/contracts';
import { Alert, Button, HStack, Stack, Text } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { useEffect, useRef, useState } from 'react';
import { activeSince, feedUrl, feedView } from './calendar-feed-model';
import { FeedLink } from './feed-link';

export interface CalendarFeedPanelProps {
  status: CalendarFeedStatus;
  refetching: boolean;
  created: CreatedCalendarFeed | undefined;
  busy: 'create' | 'revoke' | null;
  error: string | null;
  onCreate: () => void;
  onRevoke: () => void;
}

export function CalendarFeedPanel({ status, refetching, created, busy, error, onCreate, onRevoke }: CalendarFeedPanelProps) {
  const timeZone = useTimeZone();
  const view = feedView(status, created, refetching);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const turnOffButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const previousView = useRef(view);
  useEffect(() => {
    // After Turn off the focused button is gone: Create takes the focus.
    if (previousView.current !== 'none' && view === 'none') createButton.current?.focus();
    previousView.current = view;
  }, [view]);
  useEffect(() => {
    if (confirmingOff) cancelButton.current?.focus();
  }, [confirmingOff]);

  const cancelOff = () => {
    setConfirmingOff(false);
    requestAnimationFrame(() => turnOffButton.current?.focus());
  };
  const confirmOff = () => {
    setConfirmingOff(false);
    onRevoke();
  };

  return (
    <Stack gap="4">
      <Text>
        Subscribe to your Provana events and meetings from Google Calendar, Apple Calendar or Outlook. Your calendar app keeps them up to date (most apps
        refresh every few hours). The link is private: anyone who has it can see your schedule.
      </Text>
      {view === 'none' && (
        <Stack gap="3" align="flex-start">
          <Text color="fg.muted">No subscription link is active.</Text>
          <Button ref={createButton} colorPalette="brand" onClick={onCreate} loading={busy === 'create'} loadingText="Creating link...">
            Create subscription link
          </Button>
        </Stack>
      )}
      {view === 'known' && created && <FeedLink url={feedUrl(window.location.origin, created.path)} />}
      {view === 'hidden' && status.createdAt && (
        <Text data-testid="feed-active-since">
          A subscription link has been active since {activeSince(status.createdAt, timeZone)}. For your privacy it is shown only once, when it is created.
        </Text>
      )}
      {view !== 'none' && !confirmingOff && (
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={onCreate} loading={busy === 'create'} loadingText="Resetting link...">
              Reset link
            </Button>
            <Button
              ref={turnOffButton}
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirmingOff(true)}
              loading={busy === 'revoke'}
              loadingText="Turning off..."
            >
              Turn off
            </Button>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Reset link makes a new link; the old one stops working.
          </Text>
        </Stack>
      )}
      {confirmingOff && (
        <Alert.Root status="warning" role="group" aria-labelledby="feed-turn-off-title">
          <Alert.Content gap="3">
            <Alert.Title id="feed-turn-off-title">Turn off the subscription link? Calendar apps subscribed to it stop receiving your events.</Alert.Title>
            <HStack gap="2">
              <Button size="sm" colorPalette="red" onClick={confirmOff}>
                Yes, turn off
              </Button>
              <Button ref={cancelButton} size="sm" variant="outline" onClick={cancelOff}>
                Cancel
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      )}
      <FormError>{error}</FormError>
    </Stack>
  );
}
