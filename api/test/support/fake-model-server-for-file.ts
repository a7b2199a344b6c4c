// One fake model server per test file: started before its tests, its request log emptied before each
// test, closed after the file. The returned object stands for the server once it has started.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeModelServer, type FakeModelServer } from './fake-model-server';

export function fakeModelServerForFile(): FakeModelServer {
  let server: FakeModelServer | undefined;
  const started = (): FakeModelServer => {
    if (!server) throw new Error('the fake model server starts in beforeAll: use it inside a test or a hook');
    return server;
  };
  beforeAll(async () => {
    server = await startFakeModelServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    started().requests.length = 0;
  });
  return new Proxy({} as FakeModelServer, {
    get: (_, key) => Reflect.get(started(), key),
    set: (_, key, value) => Reflect.set(started(), key, value),
  });
}
