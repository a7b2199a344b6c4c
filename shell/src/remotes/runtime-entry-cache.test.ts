// retryRemoteEntry (runtime-plugins.ts) deletes the failed attempt from the hook's `globalLoading`
// before asking again, because the federation runtime still holds the pending load under the
// entry's key while loadEntryError runs. When this test fails, the runtime has stopped doing so and
// the delete can go.
import { ModuleFederation } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';

describe('the federation runtime during loadEntryError', () => {
  it('still holds the failed load under the entry key, so a retry must drop it first', async () => {
    let heldDuringHook: boolean | undefined;
    const federation = new ModuleFederation({
      name: 'host',
      remotes: [{ name: 'mf_team', entry: 'http://127.0.0.1:9/remoteEntry.js' }],
      plugins: [
        {
          name: 'failing-entry',
          loadEntry: () => Promise.reject(new Error('RUNTIME-008: ScriptNetworkError')),
          loadEntryError: ({ globalLoading, uniqueKey }) => {
            heldDuringHook = uniqueKey in globalLoading;
            return Promise.resolve(undefined);
          },
        },
      ],
      shared: {},
    });
    await expect(federation.loadRemote('mf_team/Team')).rejects.toThrow();
    expect(heldDuringHook).toBe(true);
  });
});
