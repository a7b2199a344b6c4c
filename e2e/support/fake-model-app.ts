// A product server wired to the fake OpenAI-compatible server on loopback (chat completions and
// /audio/transcriptions), both started once for the calling file or describe block and stopped after
// it. `configure` says what the operator configured with the fake's base URL (a model, speech-to-text).
import { test } from '@playwright/test';
import { startFakeModelServer, type FakeModelServer } from '../../api/test/support/fake-model-server';
import { startAppServer, type AppServerOptions, type RunningServer } from './servers';

export interface FakeModelApp {
  /** The fake model/speech server (its requests, its scripted replies). */
  readonly fake: FakeModelServer;
  /** The product server configured to use it. */
  readonly app: RunningServer;
}

export const withModel =
  (name: string) =>
  (baseURL: string): AppServerOptions => ({ model: { baseURL, name } });
export const withSpeechToText =
  (model = 'whisper-1') =>
  (baseURL: string): AppServerOptions => ({ stt: { baseURL, model } });

/** Registers beforeAll/afterAll hooks; read `fake` and `app` inside tests (they exist once the hooks ran). */
export function fakeModelAppPerSuite(configure: (baseURL: string) => AppServerOptions): FakeModelApp {
  let fake: FakeModelServer | undefined;
  let app: RunningServer | undefined;
  test.beforeAll(async () => {
    fake = await startFakeModelServer();
    app = await startAppServer(configure(fake.baseURL));
  });
  test.afterAll(async () => {
    await app?.stop();
    await fake?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`the ${what} is read before its beforeAll hook ran`);
    return value;
  };
  return {
    get fake() {
      return started(fake, 'fake model server');
    },
    get app() {
      return started(app, 'product server');
    },
  };
}
