import { describe, expect, it } from 'vitest';
import { RemoteUnavailableError, reportRemoteLoadErrors, retryRemoteEntry } from './runtime-plugins';

type LoadEntryError = Parameters<NonNullable<ReturnType<typeof retryRemoteEntry>['loadEntryError']>>[0];

/** The hook's argument with a getRemoteEntry that answers from a list (an Error = that attempt fails). */
function failedLoad(answers: (object | Error)[]) {
  const globalLoading: Record<string, Promise<unknown> | undefined> = { 'mf_team:/remotes/team/remoteEntry.js': Promise.resolve() };
  const keysSeen: boolean[] = [];
  let calls = 0;
  const args = {
    uniqueKey: 'mf_team:/remotes/team/remoteEntry.js',
    globalLoading,
    getRemoteEntry: async () => {
      keysSeen.push('mf_team:/remotes/team/remoteEntry.js' in globalLoading);
      const answer = answers[calls++];
      if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no more answers');
      return answer;
    },
    origin: {},
    remoteInfo: { name: 'mf_team', entry: '/remotes/team/remoteEntry.js' },
  } as unknown as LoadEntryError;
  return { args, keysSeen, calls: () => calls };
}

describe('retrying a remote entry', () => {
  it('requests the entry again after a failure, dropping the failed attempt first, and returns what loads', async () => {
    const container = { get: () => undefined, init: () => undefined };
    const { args, keysSeen, calls } = failedLoad([new Error('ScriptNetworkError'), container]);
    const recovered = await retryRemoteEntry([0, 0]).loadEntryError?.(args);
    expect(recovered).toBe(container);
    expect(calls()).toBe(2);
    expect(keysSeen).toEqual([false, false]);
  });

  it('gives up after its delays: the load then fails as it would have', async () => {
    const { args, calls } = failedLoad([new Error('down'), new Error('still down'), {}]);
    expect(await retryRemoteEntry([0, 0]).loadEntryError?.(args)).toBeUndefined();
    expect(calls()).toBe(2);
  });
});

describe('load errors', () => {
  const report = (error: unknown) =>
    reportRemoteLoadErrors.errorLoadRemote?.({ id: 'mf_team/Team', error, from: 'runtime', lifecycle: 'onLoad', origin: {} } as never);

  it('become a RemoteUnavailableError naming the remote and the stage, with the cause kept', async () => {
    const cause = new Error('Failed to load script resources. #RUNTIME-008');
    const error = await Promise.resolve(report(cause)).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect((error as RemoteUnavailableError).remote).toBe('mf_team');
    expect((error as Error).message).toBe('mf_team: onLoad: Failed to load script resources. #RUNTIME-008');
    expect((error as Error).cause).toBe(cause);
  });
});
