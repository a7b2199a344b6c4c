import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createBuiltInEngine } from '../assistant/built-in';
import { exec } from '../../test/support/raw-sql';
import { createTestDatabase } from '../../test/support/test-database';

async function probeApp() {
  const db = await createTestDatabase();
  const lifecycle = { draining: false };
  return { db, lifecycle, app: createApp({ db, engine: createBuiltInEngine(), lifecycle }) };
}

describe('probes', () => {
  it('/healthz answers while the process runs, without a session', async () => {
    const { app } = await probeApp();
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("/readyz is ready once the database answers at this code's schema version", async () => {
    const { app } = await probeApp();
    expect((await app.request('/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 while shutting down, so the load balancer stops sending requests', async () => {
    const { app, lifecycle } = await probeApp();
    lifecycle.draining = true;
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ready: false, reason: 'shutting down' });
  });

  it("/readyz answers 503 when the schema is not this code's version, or the database does not answer", async () => {
    const { app, db } = await probeApp();
    await exec(db, 'UPDATE schema_version SET version = 3');
    expect(await (await app.request('/readyz')).json()).toMatchObject({ ready: false, reason: expect.stringContaining('schema version 3') as string });
    await db.close();
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ready: false, reason: 'database unavailable' });
  });
});
