// Reminders on this device (Web Push): the server's public key for PushManager.subscribe, the
// account's devices (add, list, remove) and whether lock screens show the reminder's title. Devices
// are tagged { type: 'PushDevice', id } plus the list; the setting has its own id. A failed call
// changed nothing, so nothing refetches.
import type { CreatePushSubscriptionBody, PushDevice, PushPublicKey, PushSettings } from '@provana/contracts';
import { pushPaths } from '@provana/contracts/paths/push';
import type { ProvanaApi } from '../create-provana-api';
import { type Tag, listTag, listTags, onSuccess } from '../tags';
import { requestBody } from '../request-body';

const settingsTag: Tag = { type: 'PushDevice', id: 'SETTINGS' };

export type AddPushDeviceArgs = { executiveId: number; body: CreatePushSubscriptionBody };
export type RemovePushDeviceArgs = { executiveId: number; subscriptionId: number };
export type SetPushSettingsArgs = { executiveId: number } & PushSettings;

export function injectPushEndpoints(api: ProvanaApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getPushKey: build.query<PushPublicKey, number>({
        query: (executiveId) => pushPaths.pushKey(executiveId),
        // The key changes only when the operator replaces it: every device subscribes again then.
        keepUnusedDataFor: 3600,
      }),
      getPushDevices: build.query<PushDevice[], number>({
        query: (executiveId) => pushPaths.pushSubscriptions(executiveId),
        providesTags: (devices) => listTags('PushDevice', devices),
      }),
      addPushDevice: build.mutation<PushDevice, AddPushDeviceArgs>({
        query: ({ executiveId, body }) => ({ url: pushPaths.pushSubscriptions(executiveId), method: 'POST', body }),
        invalidatesTags: onSuccess([listTag('PushDevice')]),
      }),
      removePushDevice: build.mutation<{ success: true }, RemovePushDeviceArgs>({
        query: ({ executiveId, subscriptionId }) => ({ url: pushPaths.pushSubscription(executiveId, subscriptionId), method: 'DELETE' }),
        invalidatesTags: onSuccess(({ subscriptionId }: RemovePushDeviceArgs) => [{ type: 'PushDevice', id: subscriptionId }, listTag('PushDevice')]),
      }),
      getPushSettings: build.query<PushSettings, number>({
        query: (executiveId) => pushPaths.pushSettings(executiveId),
        providesTags: [settingsTag],
      }),
      setPushSettings: build.mutation<PushSettings, SetPushSettingsArgs>({
        query: ({ executiveId, showDetails }) => ({
          url: pushPaths.pushSettings(executiveId),
          method: 'PUT',
          body: requestBody<PushSettings>({ showDetails }),
        }),
        invalidatesTags: onSuccess([settingsTag]),
      }),
    }),
  });
}
