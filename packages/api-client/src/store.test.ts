import { describe, expect, it } from 'vitest';
import { api } from './app-api';
import { createAppStore } from './store';

describe('createAppStore', () => {
  it('creates a store holding the api slice under its reducer path and the active workspace', () => {
    const store = createAppStore();
    expect(Object.keys(store.getState())).toEqual([api.reducerPath, 'workspace']);
    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().workspace).toEqual({ active: null, endedNotice: null });
  });

  it('creates independent stores', async () => {
    const a = createAppStore();
    const b = createAppStore();
    await a.dispatch(api.util.upsertQueryData('getMe', undefined, null));
    expect(api.endpoints.getMe.select()(a.getState()).data).toBeNull();
    expect(api.endpoints.getMe.select()(b.getState()).data).toBeUndefined();
  });
});
