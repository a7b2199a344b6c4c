// State of the welcome guide and the greeting for the dashboard layout. Both are the signed-in
// person's own: "today" is in their own zone, and a tab opened acting for someone shows neither.
import { timeZoneOf, useActiveWorkspace, useSessionUser } from '@provana/api-client';
import { todayIn } from '@provana/dates';
import { useCallback, useEffect, useState } from 'react';
import { readKey, storageKeys, writeKey } from '../lib/storage-keys';
import { type StartupDialog, afterWelcome, firstStartupDialog } from './startup-dialogs';

export function useStartupDialogs() {
  const { user } = useSessionUser();
  const timeZone = timeZoneOf(user);
  const actingForSomeone = useActiveWorkspace() !== null;
  const [open, setOpen] = useState<StartupDialog>(() =>
    actingForSomeone
      ? null
      : firstStartupDialog({ onboardingSeen: readKey(storageKeys.onboardingSeen), greetingDay: readKey(storageKeys.greetingDay), today: todayIn(timeZone) }),
  );

  // Mark the day when the greeting is actually shown (and never clear it: the spec calls that a defect).
  useEffect(() => {
    if (open === 'greeting') writeKey(storageKeys.greetingDay, todayIn(timeZone));
  }, [open, timeZone]);

  const openWelcome = useCallback(() => setOpen('welcome'), []);
  const closeWelcome = useCallback(() => {
    writeKey(storageKeys.onboardingSeen, 'true');
    setOpen(afterWelcome({ greetingDay: readKey(storageKeys.greetingDay), today: todayIn(timeZone) }));
  }, [timeZone]);
  const closeGreeting = useCallback(() => setOpen(null), []);

  return { welcomeOpen: open === 'welcome', greetingOpen: open === 'greeting', openWelcome, closeWelcome, closeGreeting };
}
