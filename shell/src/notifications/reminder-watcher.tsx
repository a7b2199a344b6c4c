// While the dashboard is open: polls the server's due reminders and, for each one that
// comes due now, shows a toast, a browser notification when the executive allowed them, and refreshes
// the bell (its count includes unread reminders). What came due while the dashboard was closed is
// already in the bell: the first answer is only remembered, not announced. Loaded after the first
// screen (notifications-bell.tsx).
import { api, skipToken, useDispatch, useExecutiveId } from '@provana/api-client';
import { useGetDueRemindersQuery } from '@provana/api-client/reminders';
import { notify } from '@provana/ui';
import { useEffect, useRef } from 'react';
import { showBrowserNotification } from './browser-notifications';

/** Often enough that a reminder shows within its minute. */
export const REMINDER_POLL_MS = 20_000;

export default function ReminderWatcher({ pollMs = REMINDER_POLL_MS }: { pollMs?: number }) {
  const executiveId = useExecutiveId();
  const dispatch = useDispatch();
  const { data } = useGetDueRemindersQuery(executiveId === undefined ? skipToken : { executiveId }, { pollingInterval: pollMs, refetchOnFocus: true });
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!data || executiveId === undefined) return;
    const known = seen.current;
    seen.current = new Set(data.items.map((r) => r.key));
    if (!known) return;
    const fresh = data.items.filter((r) => !known.has(r.key));
    if (fresh.length === 0) return;
    // The toaster shows one at a time (newest wins): the latest, with how many more are in the bell.
    const latest = fresh[fresh.length - 1];
    if (latest)
      notify({
        type: 'info',
        title: `Reminder: ${latest.title}`,
        description: fresh.length > 1 ? `${latest.detail} (and ${fresh.length - 1} more in notifications)` : latest.detail,
      });
    for (const reminder of fresh) showBrowserNotification(reminder);
    dispatch(api.util.invalidateTags([{ type: 'Notifications', id: executiveId }]));
  }, [data, executiveId, dispatch]);
  return null;
}
