// '@provana/api-client/settings': the settings dialog's endpoints (the executive's time zone, its
// assistant and its data: export, import, deletion), injected into the one API slice when the lazily loaded dialog first opens, so the
// dashboard's first load does not carry them. The slice is imported by package name: in a federated
// build that is the shared singleton.
import { api } from '@provana/api-client';
import { injectAccountDataEndpoints } from './account-data-endpoints';
import { injectAssistantSettingsEndpoints } from './assistant-settings-endpoints';
import { injectTimeZoneEndpoints } from './time-zone-endpoints';

export const settingsApi = injectTimeZoneEndpoints(api);
export const assistantSettingsApi = injectAssistantSettingsEndpoints(api);
export const accountDataApi = injectAccountDataEndpoints(api);

export const { useSetTimeZoneMutation } = settingsApi;
export const { useGetAssistantSettingsQuery, useSetAssistantChoiceMutation } = assistantSettingsApi;
export type { SetTimeZoneArgs } from './time-zone-endpoints';
export type { SetAssistantChoiceArgs } from './assistant-settings-endpoints';
export const { useGetDataSummaryQuery, useImportArchiveMutation, useDeleteAccountMutation } = accountDataApi;
export { fetchExportArchive, exportFileName } from './account-data-endpoints';
export type { ImportArchiveArgs, DeleteAccountArgs } from './account-data-endpoints';
