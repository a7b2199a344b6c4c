// State of the welcome guide and the greeting for the dashboard layout.
import { useCallback, useEffect, useState } from 'react';
import { readKey, storageKeys, writeKey } from '../storage/keys';
import { localDay } from './greeting';
import { type StartupDialog, afterWelcome, firstStartupDialog } from './startup-dialogs';

export function useStartupDialogs() {
  const [open, setOpen] = useState<StartupDialog>(() =>
    firstStartupDialog({ onboardingSeen: readKey(storageKeys.onboardingSeen), greetingDay: readKey(storageKeys.greetingDay), now: new Date() }),
  );

  // Mark the day when the greeting is actually shown (and never clear it: the spec calls that a defect).
  useEffect(() => {
    if (open === 'greeting') writeKey(storageKeys.greetingDay, localDay(new Date()));
  }, [open]);

  const openWelcome = useCallback(() => setOpen('welcome'), []);
  const closeWelcome = useCallback(() => {
    writeKey(storageKeys.onboardingSeen, 'true');
    setOpen(afterWelcome({ greetingDay: readKey(storageKeys.greetingDay), now: new Date() }));
  }, []);
  const closeGreeting = useCallback(() => setOpen(null), []);

  return { welcomeOpen: open === 'welcome', greetingOpen: open === 'greeting', openWelcome, closeWelcome, closeGreeting };
}
