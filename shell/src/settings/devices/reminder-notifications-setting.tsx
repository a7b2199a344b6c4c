// Settings → Reminders: reminders always show as a toast and in the bell while the
// dashboard is open; as the browser's own notifications only after this button is clicked (the
// browser's permission prompt is never shown on load) and the browser allowed them.
import { Button, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import {
  allowBrowserNotifications,
  browserNotificationState,
  turnOffBrowserNotifications,
  type BrowserNotificationState,
} from '../../notifications/browser-notifications';

const STATUS_ID = 'settings-reminder-notifications-status';

const statusText: Record<BrowserNotificationState, string> = {
  on: 'Reminders also show as browser notifications.',
  off: 'Reminders show as a message on the dashboard and in the bell.',
  denied: 'This browser blocks notifications from Provana: allow them in its site settings to get reminders there.',
  unsupported: 'This browser cannot show notifications: reminders show on the dashboard and in the bell.',
};

export function ReminderNotificationsSetting() {
  const [state, setState] = useState(() => browserNotificationState());
  const [asking, setAsking] = useState(false);

  const allow = async () => {
    setAsking(true);
    try {
      setState(await allowBrowserNotifications());
    } finally {
      setAsking(false);
    }
  };
  const turnOff = () => {
    turnOffBrowserNotifications();
    setState(browserNotificationState());
  };

  return (
    <Stack gap="2" data-testid="settings-reminder-notifications">
      <Text as="h3" fontWeight="semibold">
        Reminders
      </Text>
      <Text id={STATUS_ID} fontSize="sm" color="fg.muted" aria-live="polite">
        {statusText[state]}
      </Text>
      {state === 'off' ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() => void allow()}
          disabled={asking}
          aria-busy={asking}
          aria-describedby={STATUS_ID}
        >
          Show reminders as browser notifications
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button type="button" size="sm" variant="outline" alignSelf="start" onClick={turnOff} aria-describedby={STATUS_ID}>
          Stop browser notifications
        </Button>
      ) : null}
    </Stack>
  );
}
