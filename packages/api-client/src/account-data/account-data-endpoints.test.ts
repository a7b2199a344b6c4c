import { afterEach, describe, expect, it } from 'vitest';
import { closeApiServer, settle, setupApi } from '../../test/api-harness';
import type { Handler } from '../../test/loopback-server';
import { exportFileName, fetchExportArchive, injectAccountDataEndpoints } from './account-data-endpoints';

const me = { id: 2, email: 'b@example.com', name: 'b', role: 'tester', executiveId: 2, timeZone: 'UTC' };

afterEach(closeApiServer);
const setup = (routes: Record<string, Handler>) => setupApi(routes, injectAccountDataEndpoints);

describe('your data endpoints', () => {
  it('posts the archive as raw application/zip and refetches everything on success', async () => {
    let received = '';
    const { api, store, server } = await setup({
      'GET /api/auth/me': () => ({ body: { user: me } }),
      'GET /api/executive/2/data-summary': () => ({ body: { sampleRows: 10, ownRows: 0 } }),
      'POST /api/executive/2/import?replaceSampleData=true': (body) => {
        received = body;
        return { body: { imported: { 'priorities.json': 3 }, audioFiles: 0 } };
      },
    });
    await store.dispatch(api.endpoints.getMe.initiate());
    await store.dispatch(api.endpoints.getDataSummary.initiate(2));
    await store
      .dispatch(
        api.endpoints.importArchive.initiate({ executiveId: 2, archive: new Blob(['PK-zip-bytes'], { type: 'application/zip' }), replaceSampleData: true }),
      )
      .unwrap();
    await settle();
    expect(received).toBe('PK-zip-bytes');
    expect(server.countOf('GET /api/auth/me')).toBe(2);
    expect(server.countOf('GET /api/executive/2/data-summary')).toBe(2);
  });

  it('refetches nothing when the import is refused', async () => {
    const { api, store, server } = await setup({
      'GET /api/executive/2/data-summary': () => ({ body: { sampleRows: 10, ownRows: 0 } }),
      'POST /api/executive/2/import': () => ({
        status: 400,
        body: { error: { code: 'invalid_archive', message: 'Nothing was imported. priorities.json is missing from the archive.' } },
      }),
    });
    await store.dispatch(api.endpoints.getDataSummary.initiate(2));
    const result = await store.dispatch(api.endpoints.importArchive.initiate({ executiveId: 2, archive: new Blob(['x']), replaceSampleData: false }));
    await settle();
    expect(result.error).toMatchObject({ status: 400 });
    expect(server.countOf('GET /api/executive/2/data-summary')).toBe(1);
  });

  it('forgets the session and every cached entity once the account is deleted', async () => {
    let sent = '';
    const { api, store } = await setup({
      'GET /api/auth/me': () => ({ body: { user: me } }),
      'DELETE /api/executive/2/account': (body) => {
        sent = body;
        return { body: { success: true } };
      },
    });
    await store.dispatch(api.endpoints.getMe.initiate());
    await store.dispatch(api.endpoints.deleteAccount.initiate({ executiveId: 2, password: 'correct-horse' })).unwrap();
    await settle();
    expect(JSON.parse(sent)).toEqual({ password: 'correct-horse' });
    expect(api.endpoints.getMe.select()(store.getState()).data).toBeNull();
  });

  it('keeps the session when the password is wrong', async () => {
    const { api, store } = await setup({
      'GET /api/auth/me': () => ({ body: { user: me } }),
      'DELETE /api/executive/2/account': () => ({
        status: 403,
        body: { error: { code: 'wrong_password', message: 'That password is not correct. Your account was not deleted.', field: 'password' } },
      }),
    });
    await store.dispatch(api.endpoints.getMe.initiate());
    const result = await store.dispatch(api.endpoints.deleteAccount.initiate({ executiveId: 2, password: 'nope' }));
    expect(result.error).toMatchObject({ status: 403 });
    expect(api.endpoints.getMe.select()(store.getState()).data).toEqual(me);
  });
});

describe('the export download', () => {
  it('takes the file name from Content-Disposition', () => {
    expect(exportFileName('attachment; filename="provana-export-2025-03-12.zip"')).toBe('provana-export-2025-03-12.zip');
    expect(exportFileName(null, '2025-01-02')).toBe('provana-export-2025-01-02.zip');
  });

  it("throws the server's message in words", async () => {
    const fetchFn = (() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'forbidden', message: "You don't have access to this executive" } }), { status: 403 }),
      )) as typeof fetch;
    await expect(fetchExportArchive(2, fetchFn)).rejects.toThrow("You don't have access to this executive");
  });
});
