// Settings → Your data: whether the account holds sample data or data of its own, the
// import of an export archive (raw ZIP), and deleting the account. A successful import refetches
// everything the screens show (every tag); a deletion forgets every cached entity and the session,
// as signing out does. A failed call changed nothing on the server, so nothing is refetched.
import { accountDataPaths, type DataSummary, type DeleteAccountBody, type ImportResult } from '@provana/contracts/export';
import type { ProvanaApi } from '../create-provana-api';
import { tagTypes } from '../tags';
import { requestBody } from '../request-body';

export type ImportArchiveArgs = { executiveId: number; archive: Blob; replaceSampleData: boolean };
export type DeleteAccountArgs = { executiveId: number } & DeleteAccountBody;

export function injectAccountDataEndpoints(api: ProvanaApi) {
  const withEndpoints = api.injectEndpoints({
    endpoints: (build) => ({
      getDataSummary: build.query<DataSummary, number>({
        query: (executiveId) => accountDataPaths.dataSummary(executiveId),
        // Any change to the account's data may change the answer.
        providesTags: [...tagTypes],
      }),
      importArchive: build.mutation<ImportResult, ImportArchiveArgs>({
        query: ({ executiveId, archive, replaceSampleData }) => ({
          url: `${accountDataPaths.importArchive(executiveId)}${replaceSampleData ? '?replaceSampleData=true' : ''}`,
          method: 'POST',
          headers: { 'Content-Type': 'application/zip' },
          body: archive,
        }),
        invalidatesTags: (result) => (result ? [...tagTypes] : []),
      }),
      deleteAccount: build.mutation<{ success: true }, DeleteAccountArgs>({
        query: ({ executiveId, password }) => ({
          url: accountDataPaths.account(executiveId),
          method: 'DELETE',
          body: requestBody<DeleteAccountBody>({ password }),
        }),
      }),
    }),
  });
  return withEndpoints.enhanceEndpoints({
    endpoints: {
      deleteAccount: {
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null); // the dialog shows the failure; the account is still there
          if (!outcome) return;
          dispatch(withEndpoints.util.resetApiState());
          dispatch(withEndpoints.util.upsertQueryData('getMe', undefined, null));
        },
      },
    },
  });
}

/** The file name the server's Content-Disposition gives, or a dated default. */
export function exportFileName(disposition: string | null, today = new Date().toISOString().slice(0, 10)): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `provana-export-${today}.zip`;
}

/** Downloads the export archive (the session cookie goes with it); throws with the server's message on failure. */
export async function fetchExportArchive(executiveId: number, fetchFn: typeof fetch = fetch): Promise<{ blob: Blob; fileName: string }> {
  const res = await fetchFn(accountDataPaths.exportArchive(executiveId), { credentials: 'include' });
  if (!res.ok) {
    const text = await res.text();
    let message = `${res.status}: ${text || res.statusText}`;
    try {
      message = (JSON.parse(text) as { error: { message: string } }).error.message;
    } catch {
      // not the API's JSON error: keep the status line
    }
    throw new Error(message);
  }
  return { blob: await res.blob(), fileName: exportFileName(res.headers.get('content-disposition')) };
}
