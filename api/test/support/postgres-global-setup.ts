// Vitest global setup of the `postgres` project: one throwaway PostgreSQL for the whole run, with a
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

export default async function setup(project: TestProject) {
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
  project.provide('pgAdminUrl', cluster.url());
  project.provide('demoSeededAt', FIXED_NOW.getTime());
  return () => cluster.stop();
}
