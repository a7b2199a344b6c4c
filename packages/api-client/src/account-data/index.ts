// '@provana/api-client/account-data': the account's data (sample or its own, export, import of an
// archive, deletion), injected into the one API slice when the lazily loaded settings dialog first
// opens. The slice is imported by package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { injectAccountDataEndpoints } from './account-data-endpoints';

export const { useGetDataSummaryQuery, useImportArchiveMutation, useDeleteAccountMutation } = injectAccountDataEndpoints(api);
export { fetchExportArchive, exportFileName } from './account-data-endpoints';
export type { ImportArchiveArgs, DeleteAccountArgs } from './account-data-endpoints';
