// Vitest global setup of the PostgreSQL projects: one throwaway PostgreSQL for the whole run, with a
// migrated template database and one with the demo account seeded, that every test database is
// cloned from (CREATE DATABASE … TEMPLATE).
import type { TestProject } from 'vitest/node';
import { connect } from '../../src/db/connection';
import { migrate } from '../../src/db/migrate';
import { FIXED_NOW } from './fixed-values';
import { startPgCluster } from './pg-cluster';
import { seedDemo } from './seeded-demo';

export const TEMPLATE_DATABASE = 'provana_template';
export const DEMO_TEMPLATE_DATABASE = 'provana_template_demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://…/postgres on the run's throwaway server. */
    pgAdminUrl: string;
  }
}

interface SharedServer {
  url: string;
  users: number;
  stop: () => void;
}

// The PostgreSQL projects (in process and server processes) share one server: their global setups run
// in Vitest's main process, each project with its own copy of this module, so the count lives there.
const shared = globalThis as typeof globalThis & { provanaPgServer?: Promise<SharedServer> };

async function startTemplatedServer(): Promise<SharedServer> {
  const cluster = await startPgCluster();
  const admin = connect({ url: cluster.url() });
  if (admin.dialect !== 'postgres') throw new Error('expected PostgreSQL');
  await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const template = connect({ url: cluster.url(TEMPLATE_DATABASE) });
  await migrate(template);
  await template.close();
  await admin.pool.query(`CREATE DATABASE ${DEMO_TEMPLATE_DATABASE} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.close();
  const demo = connect({ url: cluster.url(DEMO_TEMPLATE_DATABASE) });
  await seedDemo(demo);
  await demo.close();
  return { url: cluster.url(), users: 0, stop: () => cluster.stop() };
}

export default async function setup(project: TestProject) {
  shared.provanaPgServer ??= startTemplatedServer();
  const server = await shared.provanaPgServer;
  server.users += 1;
  project.provide('pgAdminUrl', server.url);
  project.provide('demoSeededAt', FIXED_NOW.getTime());
  return () => {
    server.users -= 1;
    if (server.users > 0) return;
    shared.provanaPgServer = undefined;
    server.stop();
  };
}
