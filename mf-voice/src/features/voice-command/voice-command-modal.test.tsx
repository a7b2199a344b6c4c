// @vitest-environment happy-dom
// The Voice Command modal in a browser without speech recognition: recording for the
// server's speech-to-text where the executive turned it on, the plain "type it" otherwise.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import type { AssistantSettings } from '@provana/contracts';
import { UiProvider } from '@provana/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_OR_TYPE, TYPE_ONLY } from './command-input-mode';
import { VoiceCommandModal } from './voice-command-modal';

const SETTINGS_URL = '/api/executive/7/assistant-settings';
const TRANSCRIPTION_URL = '/api/executive/7/voice-command/transcription';
const optedIn: AssistantSettings = { modelConfigured: false, model: null, choice: 'built-in', speechToText: true, transcribeOnServer: true };

type Route = () => Response | Promise<Response>;
let routes: Record<string, Route>;
let calls: { url: string; method: string; type: string | null; body: string }[];

/** MediaRecorder as far as the recorder uses it: one chunk of "audio" when stopped. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: { getTracks: () => { stop: () => void }[] }) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['spoken-command-audio'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

beforeEach(() => {
  calls = [];
  routes = { [`GET ${SETTINGS_URL}`]: () => Response.json(optedIn) };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url).pathname;
    calls.push({ url, method: request.method, type: request.headers.get('content-type'), body: await request.text() });
    const route = routes[`${request.method} ${url}`];
    return route ? route() : Response.json({ error: { code: 'not_found', message: 'no route' } }, { status: 404 });
  });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: () => undefined }] }));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.stubGlobal('speechSynthesis', { cancel: () => undefined, speak: () => undefined });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(window, 'webkitSpeechRecognition');
});

function renderModal() {
  const store = createAppStore();
  void store.dispatch(api.util.upsertQueryData('getMe', undefined, { id: 1, email: 'a@b.test', name: 'A', role: 'tester', executiveId: 7, timeZone: 'UTC' }));
  render(
    <StoreProvider store={store}>
      <UiProvider>
        <VoiceCommandModal open onClose={() => undefined} />
      </UiProvider>
    </StoreProvider>,
  );
  return { dialog: screen.getByRole('dialog'), field: screen.getByRole('textbox', { name: 'Type a command' }) as HTMLInputElement };
}

const transcriptionCalls = () => calls.filter((c) => c.url === TRANSCRIPTION_URL);

describe('a voice command in a browser without speech recognition', () => {
  it('records, says Transcribing… politely, then puts the server’s transcript in the command field, focused and editable', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => undefined;
    routes[`POST ${TRANSCRIPTION_URL}`] = () => new Promise<Response>((resolve) => (answer = resolve));
    const { field } = renderModal();
    expect(await screen.findByText(RECORD_OR_TYPE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Listening' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    await user.click(await screen.findByRole('button', { name: 'Stop Recording' }));
    const transcribing = await screen.findByText('Transcribing…', { selector: 'p' });
    expect(transcribing.closest('[aria-live="polite"]')).not.toBeNull();
    expect(transcriptionCalls()).toEqual([{ url: TRANSCRIPTION_URL, method: 'POST', type: 'audio/webm', body: 'spoken-command-audio' }]);

    answer(Response.json({ text: 'next meeting' }));
    await waitFor(() => expect(field.value).toBe('next meeting'));
    expect(document.activeElement).toBe(field);
    expect(screen.queryByText('Transcribing…', { selector: 'p' })).toBeNull();
    await user.type(field, ' today');
    expect(field.value).toBe('next meeting today');
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
  });

  it.each([
    [409, 'transcription_not_enabled', 'Turn on server transcription in Settings to speak commands.'],
    [503, 'speech_to_text_unavailable', 'Speech-to-text is not configured on this server'],
    [502, 'transcription_failed', 'The speech-to-text server did not answer; type the command instead'],
  ])('a %i shows the server’s message, keeps what was typed, and can try the same audio again', async (status, code, message) => {
    const user = userEvent.setup();
    routes[`POST ${TRANSCRIPTION_URL}`] = () => Response.json({ error: { code, message } }, { status });
    const { field } = renderModal();
    // Typed once the dialog has settled (settings loaded, its initial focus placed), so no keystroke
    // lands while focus moves; what matters here is that the failure keeps it.
    const record = await screen.findByRole('button', { name: 'Start Recording' });
    await user.type(field, 'draft');
    expect(field.value).toBe('draft');
    await user.click(record);
    await user.click(await screen.findByRole('button', { name: 'Stop Recording' }));
    expect((await screen.findByRole('alert')).textContent).toContain(`Transcription failed: ${message}`);
    expect(field.value).toBe('draft');
    await user.type(field, ' more');
    expect(field.value).toBe('draft more');

    routes[`POST ${TRANSCRIPTION_URL}`] = () => Response.json({ text: 'goals progress' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(field.value).toBe('draft more goals progress'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(transcriptionCalls().map((c) => c.body)).toEqual(['spoken-command-audio', 'spoken-command-audio']);
  });

  it('says the command must be typed when the executive has not turned server transcription on, and sends nothing to transcribe', async () => {
    routes[`GET ${SETTINGS_URL}`] = () => Response.json({ ...optedIn, transcribeOnServer: false });
    renderModal();
    expect(await screen.findByText(TYPE_ONLY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Recording' })).toBeNull();
    // The spec's Start Listening stays, with its "not supported" alert.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start Listening' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Speech recognition not supported in this browser');
    expect(transcriptionCalls()).toEqual([]);
  });

  it('says the command must be typed when the server has no speech-to-text, or the browser cannot record', async () => {
    routes[`GET ${SETTINGS_URL}`] = () => Response.json({ ...optedIn, speechToText: false, transcribeOnServer: false });
    const { field } = renderModal();
    expect(await screen.findByText(TYPE_ONLY)).toBeTruthy();
    // Read with the field, which takes as many characters as the API does.
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText(TYPE_ONLY).id);
    expect(field.getAttribute('maxlength')).toBe('1000');
    cleanup();

    routes[`GET ${SETTINGS_URL}`] = () => Response.json(optedIn);
    vi.stubGlobal('MediaRecorder', undefined);
    renderModal();
    expect(await screen.findByText(TYPE_ONLY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Recording' })).toBeNull();
  });

  it('uses the browser’s speech recognition where it exists, with no note about typing', async () => {
    Object.defineProperty(window, 'webkitSpeechRecognition', { value: class {}, configurable: true });
    renderModal();
    await waitFor(() => expect(calls.some((c) => c.url === SETTINGS_URL)).toBe(true));
    expect(screen.getByRole('button', { name: 'Start Listening' })).toBeTruthy();
    expect(screen.queryByText(TYPE_ONLY)).toBeNull();
    expect(screen.queryByText(RECORD_OR_TYPE)).toBeNull();
  });
});
