// Opening the bell marks the reminders it lists read (for every process and browser); the list
// stays as it was while open and the bell refreshes on close, so its count drops then.
import { useExecutiveId } from '@provana/api-client';
import { useMarkRemindersReadMutation } from '@provana/api-client/reminders';
import type { Notification } from '@provana/contracts';
import { useEffect } from 'react';

export function useMarkRemindersRead(open: boolean, items: readonly Notification[] | undefined): void {
  const executiveId = useExecutiveId();
  const [markRead] = useMarkRemindersReadMutation();
  const keys = (items ?? []).filter((n) => n.kind === 'reminder').map((n) => n.id);
  const joined = keys.join('\n');
  useEffect(() => {
    if (!open || executiveId === undefined || joined === '') return;
    void markRead({ executiveId, keys: joined.split('\n') });
  }, [open, executiveId, joined, markRead]);
}
