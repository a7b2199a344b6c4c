import type { PushDevice } from '@provana/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeApiServer, setupApi } from '../../test/api-harness';
import { injectPushEndpoints } from './push-endpoints';

afterEach(closeApiServer);

const base = '/api/executive/1/push';
const device = (id: number, name: string): PushDevice => ({ id, name, createdAt: '2025-03-12T09:00:00.000Z', lastSuccessAt: null });
const subscription = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'BKey', auth: 'secret' }, name: 'Work phone' };

describe('push endpoints', () => {
  it('refetches the device list after adding and removing a device, but not after a failed call', async () => {
    let devices: PushDevice[] = [];
    let posted = '';
    const { api, store, server } = await setupApi(
      {
        [`GET ${base}/key`]: () => ({ body: { publicKey: 'BServerKey' } }),
        [`GET ${base}/subscriptions`]: () => ({ body: devices }),
        [`POST ${base}/subscriptions`]: (body) => {
          posted = body;
          devices = [device(7, 'Work phone')];
          return { status: 201, body: devices[0] };
        },
        [`DELETE ${base}/subscriptions/7`]: () => {
          devices = [];
          return { body: { success: true } };
        },
        [`DELETE ${base}/subscriptions/8`]: () => ({ status: 404, body: { error: { code: 'not_found', message: 'Device not found' } } }),
      },
      injectPushEndpoints,
    );
    expect(await store.dispatch(api.endpoints.getPushKey.initiate(1)).unwrap()).toEqual({ publicKey: 'BServerKey' });
    const names = () =>
      api.endpoints.getPushDevices
        .select(1)(store.getState())
        .data?.map((d) => d.name);
    store.dispatch(api.endpoints.getPushDevices.initiate(1));
    await vi.waitFor(() => expect(names()).toEqual([]));

    await store.dispatch(api.endpoints.addPushDevice.initiate({ executiveId: 1, body: subscription })).unwrap();
    expect(JSON.parse(posted)).toEqual(subscription);
    await vi.waitFor(() => expect(names()).toEqual(['Work phone']), { timeout: 5000, interval: 20 });

    const failed = await store.dispatch(api.endpoints.removePushDevice.initiate({ executiveId: 1, subscriptionId: 8 }));
    expect(failed.error).toBeDefined();
    await store.dispatch(api.endpoints.removePushDevice.initiate({ executiveId: 1, subscriptionId: 7 })).unwrap();
    await vi.waitFor(() => expect(names()).toEqual([]), { timeout: 5000, interval: 20 });
    // Initial load, after the add, after the removal; the failed removal refetched nothing.
    expect(server.countOf(`GET ${base}/subscriptions`)).toBe(3);
  });

  it('reads and saves showDetails, refetching the setting after a save', async () => {
    let showDetails = false;
    let put = '';
    const { api, store, server } = await setupApi(
      {
        [`GET ${base}/settings`]: () => ({ body: { showDetails } }),
        [`PUT ${base}/settings`]: (body) => {
          put = body;
          showDetails = (JSON.parse(body) as { showDetails: boolean }).showDetails;
          return { body: { showDetails } };
        },
      },
      injectPushEndpoints,
    );
    store.dispatch(api.endpoints.getPushSettings.initiate(1));
    const current = () => api.endpoints.getPushSettings.select(1)(store.getState()).data;
    await vi.waitFor(() => expect(current()).toEqual({ showDetails: false }));
    await store.dispatch(api.endpoints.setPushSettings.initiate({ executiveId: 1, showDetails: true })).unwrap();
    expect(JSON.parse(put)).toEqual({ showDetails: true });
    await vi.waitFor(() => expect(current()).toEqual({ showDetails: true }), { timeout: 5000, interval: 20 });
    expect(server.countOf(`GET ${base}/settings`)).toBe(2);
  });
});
