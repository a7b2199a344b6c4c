// '@provana/api-client/push': reminders on this device (Web Push), injected into the one API slice
// when the settings that manage them load, so the dashboard's first load does not carry them. The
// slice is imported by package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { injectPushEndpoints } from './push-endpoints';

export const pushApi = injectPushEndpoints(api);
export const {
  useGetPushKeyQuery,
  useLazyGetPushKeyQuery,
  useGetPushDevicesQuery,
  useAddPushDeviceMutation,
  useRemovePushDeviceMutation,
  useGetPushSettingsQuery,
  useSetPushSettingsMutation,
} = pushApi;
export type { AddPushDeviceArgs, RemovePushDeviceArgs, SetPushSettingsArgs } from './push-endpoints';
