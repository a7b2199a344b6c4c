// Vitest global setup of the `postgres` project: one throwaway PostgreSQL for the whole run, with a
// migrated template database that every test database is cloned from (CREATE DATABASE … TEMPLATE).
import type { TestProject } from 'vitest/node';
import { connect } from '../../src/db/connection';
import { migrate } from '../../src/db/migrate';
import { startPgCluster } from './pg-cluster';

export const TEMPLATE_DATABASE = 'provana_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://…/postgres on the run's throwaway server. */
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPgCluster();
  const admin = connect({ url: cluster.url() });
  if (admin.dialect === 'postgres') await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.close();
  const template = connect({ url: cluster.url(TEMPLATE_DATABASE) });
  await migrate(template);
  await template.close();
  project.provide('pgAdminUrl', cluster.url());
  return () => cluster.stop();
}
