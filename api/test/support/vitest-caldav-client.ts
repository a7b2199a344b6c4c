// The colleague's CalDAV client inside a vitest test: each calendar it makes is deleted when the test
// ends. A run's calendars would otherwise pile up in the one test account's home, whose every listing
// (discovery, the calendar list) then slows down the later tests until they time out on a loaded machine.
import { onTestFinished } from 'vitest';
import type { CaldavEndpoint } from './caldav-servers';
import { secondClient, type SecondClient } from './caldav-client';

export function colleagueClient(server: CaldavEndpoint): SecondClient {
  return secondClient(server, { afterMake: (remove) => onTestFinished(async () => void (await remove().catch(() => undefined))) });
}
