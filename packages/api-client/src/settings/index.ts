// '@provana/api-client/settings': the executive's settings (time zone, appearance), injected into the
// one API slice when a screen that changes them loads, so the dashboard's first load does not carry
// them. The assistant's settings: '@provana/api-client/assistant'; the account's data:
// '@provana/api-client/account-data'. The slice is imported by package name: in a federated build that
// is the shared singleton.
import { api } from '@provana/api-client';
import { injectAppearanceEndpoints } from './appearance-endpoints';
import { injectTimeZoneEndpoints } from './time-zone-endpoints';

export const settingsApi = injectTimeZoneEndpoints(api);
export const { useGetAppearanceQuery, useSetAppearanceMutation } = injectAppearanceEndpoints(api);
export type { SetAppearanceArgs } from './appearance-endpoints';

export const { useSetTimeZoneMutation } = settingsApi;
export type { SetTimeZoneArgs } from './time-zone-endpoints';
