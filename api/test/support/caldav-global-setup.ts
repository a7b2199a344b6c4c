// Vitest global setup: one Radicale and one Xandikos for the whole run (caldav-servers.ts), shared by
// the SQLite and PostgreSQL projects (their setups run in Vitest's main process; the count lives
// there, as for the throwaway PostgreSQL). Tests make calendars of their own on them.
import type { TestProject } from 'vitest/node';
import { startCaldavServer, type CaldavEndpoint, type CaldavServer } from './caldav-servers';

declare module 'vitest' {
  export interface ProvidedContext {
    caldavServers: CaldavEndpoint[];
  }
}

interface Shared {
  servers: CaldavServer[];
  users: number;
}

const shared = globalThis as typeof globalThis & { provanaCaldav?: Promise<Shared> };

export default async function setup(project: TestProject) {
  shared.provanaCaldav ??= Promise.all([startCaldavServer('radicale'), startCaldavServer('xandikos')]).then((servers) => ({ servers, users: 0 }));
  const run = await shared.provanaCaldav;
  run.users += 1;
  project.provide(
    'caldavServers',
    run.servers.map(({ kind, url, username, password, homeUrl }) => ({ kind, url, username, password, homeUrl })),
  );
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    shared.provanaCaldav = undefined;
    await Promise.all(run.servers.map((s) => s.stop()));
  };
}
