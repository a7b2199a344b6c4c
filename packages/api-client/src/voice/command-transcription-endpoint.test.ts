import { afterEach, describe, expect, it } from 'vitest';
import { closeApiServer, setupApi } from '../../test/api-harness';
import type { Handler } from '../../test/loopback-server';
import { apiErrorDetail } from '../error-format';
import type { ProvanaApi } from '../create-provana-api';
import { commandTranscriptionEndpoint } from './command-transcription-endpoint';

afterEach(closeApiServer);
const inject = (api: ProvanaApi) => api.injectEndpoints({ endpoints: (build) => commandTranscriptionEndpoint(build) });
const setup = (routes: Record<string, Handler>) => setupApi(routes, inject);
const PATH = 'POST /api/executive/1/voice-command/transcription';

describe('transcribing a spoken voice command', () => {
  it('POSTs the recorded audio as the raw body and answers the text', async () => {
    let received = '';
    const { api, store, server } = await setup({
      [PATH]: (body) => {
        received = body;
        return { body: { text: 'next meeting' } };
      },
    });
    const blob = new Blob(['fake-opus-bytes'], { type: 'audio/webm;codecs=opus' });
    const result = await store.dispatch(api.endpoints.transcribeVoiceCommand.initiate({ executiveId: 1, blob })).unwrap();
    expect(result).toEqual({ text: 'next meeting' });
    expect(received).toBe('fake-opus-bytes');
    expect(server.countOf(PATH)).toBe(1);
  });

  it("gives the server's own message when it refuses (not opted in, no speech server, the server failed)", async () => {
    const { api, store } = await setup({
      [PATH]: () => ({ status: 409, body: { error: { code: 'transcription_not_enabled', message: 'Turn on server transcription in Settings first' } } }),
    });
    const result = await store.dispatch(api.endpoints.transcribeVoiceCommand.initiate({ executiveId: 1, blob: new Blob(['x'], { type: 'audio/webm' }) }));
    expect('error' in result && apiErrorDetail(result.error).message).toBe('Turn on server transcription in Settings first');
  });
});
