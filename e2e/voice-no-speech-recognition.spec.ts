// A Firefox-like page: no SpeechRecognition nor webkitSpeechRecognition, but audio
// capture (Chromium's fake microphone), against the production builds and a server whose operator
// configured speech-to-text: the fake OpenAI-compatible server on loopback answers
// /audio/transcriptions. The executive who turned server transcription on records a voice note with
// no transcript and sees (and the API stores) the server's transcript; records a voice command and
// finds the server's transcript in the command field, sends it and gets an answer. The executive who
// has not opted in is told to type the command, and no request reaches the speech server.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectDailyBrief, newAccountContext } from './support/app';
import { seriousViolations } from './support/axe';
import { chromiumLaunchOptions } from './support/bench-settings';
import { fakeModelAppPerSuite, withSpeechToText } from './support/fake-model-app';

const RECORD_OR_TYPE = 'This browser has no speech recognition: record your command and the server transcribes it, or type it.';
const TYPE_ONLY = 'This browser has no speech recognition, so type your command.';
const TRANSCRIPTIONS = '/v1/audio/transcriptions';

test.use({
  viewport: { width: 1440, height: 900 },
  launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
  permissions: ['microphone'],
});

const servers = fakeModelAppPerSuite(withSpeechToText());

/** A fresh account on this suite's server, in a page where the browser has no speech recognition. */
async function firefoxLikeAccount(browser: Browser, prefix: string) {
  const context = await browser.newContext({ baseURL: servers.app.url });
  const { executiveId } = await newAccountContext(context, prefix);
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w['SpeechRecognition'];
    delete w['webkitSpeechRecognition'];
  });
  return { context, executiveId };
}

async function optIn(context: BrowserContext, executiveId: number) {
  const put = await context.request.put(`/api/executive/${executiveId}/assistant-settings`, { data: { transcribeOnServer: true } });
  expect(put.status(), await put.text()).toBe(200);
  expect(((await put.json()) as { transcribeOnServer: boolean }).transcribeOnServer).toBe(true);
}

const transcriptionRequests = () => servers.fake.requests.filter((r) => r.path === TRANSCRIPTIONS).length;

async function openVoiceCommand(page: Page) {
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  await page.getByRole('button', { name: 'Voice command' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voice Command' });
  await expect(dialog.getByRole('textbox', { name: 'Type a command' })).toBeVisible({ timeout: 20_000 });
  return dialog;
}

test('the recorder: a recording processed without a transcript shows and stores the server’s transcript', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, executiveId } = await firefoxLikeAccount(browser, 'no-sr-recorder');
  try {
    await optIn(context, executiveId);
    const heard = `Book the quarterly review with the finance team ${Date.now().toString(36)}`;
    servers.fake.transcript = heard;
    const before = transcriptionRequests();
    const page = await context.newPage();
    await page.goto('/dashboard/voice-insights');
    const recorder = page.getByRole('region', { name: 'Voice Recorder' });
    await expect(recorder.getByRole('status', { name: 'Microphone: Ready' })).toBeVisible({ timeout: 30_000 });
    await recorder.getByRole('button', { name: 'Start Recording' }).click();
    await expect(recorder.getByTestId('recorder-timer')).toHaveText('0:02', { timeout: 10_000 });
    await recorder.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(recorder.getByText(/Audio captured/)).toBeVisible();
    await expect(recorder.getByRole('textbox', { name: 'Transcript' })).toHaveValue('');
    await recorder.getByRole('button', { name: 'Process Recording & Generate Insights' }).click();

    // What the executive sees: the new recording, with the server's transcript.
    await expect(page.getByTestId('recording-detail').getByTestId('recording-transcript')).toHaveText(heard, { timeout: 30_000 });
    expect(transcriptionRequests()).toBe(before + 1);
    // Stored: the API serves it with its audio.
    const list = (await (await context.request.get(`/api/executive/${executiveId}/voice-recordings`)).json()) as {
      transcript: string;
      audioFileUrl: string | null;
    }[];
    const stored = list.find((r) => r.transcript === heard);
    expect(stored?.audioFileUrl).toBeTruthy();
  } finally {
    await context.close();
  }
});

test('the Voice Command modal: record, stop, the server’s transcript fills the command field; send gets an answer', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, executiveId } = await firefoxLikeAccount(browser, 'no-sr-command');
  try {
    await optIn(context, executiveId);
    servers.fake.transcript = 'next meeting';
    const before = transcriptionRequests();
    const page = await context.newPage();
    const dialog = await openVoiceCommand(page);
    const field = dialog.getByRole('textbox', { name: 'Type a command' });
    await expect(field).toHaveAccessibleDescription(RECORD_OR_TYPE);
    await expect(dialog.getByRole('button', { name: 'Start Listening' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Start Recording' }).click();
    await expect(dialog.getByTestId('voice-command-timer')).toHaveText('Recording 0:01', { timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(field).toHaveValue('next meeting', { timeout: 20_000 });
    await expect(field).toBeFocused();
    expect(transcriptionRequests()).toBe(before + 1);
    const request = servers.fake.requests.filter((r) => r.path === TRANSCRIPTIONS).at(-1);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(request?.body)).toContain('whisper-1');

    await dialog.getByRole('button', { name: 'Send' }).click();
    const answer = dialog.getByTestId('voice-command-response');
    await expect(answer).toContainText(/next (meeting|one) is '|no upcoming meetings/, { timeout: 20_000 });
    await expect(answer).not.toHaveText("Sorry, I couldn't process that command. Please try again.");
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('without the opt-in the modal says to type the command and the speech server receives nothing', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, executiveId } = await firefoxLikeAccount(browser, 'no-sr-not-opted-in');
  try {
    const before = servers.fake.requests.length;
    const page = await context.newPage();
    const dialog = await openVoiceCommand(page);
    const field = dialog.getByRole('textbox', { name: 'Type a command' });
    await expect(field).toHaveAccessibleDescription(TYPE_ONLY);
    await expect(dialog.getByText(TYPE_ONLY)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start Recording' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The command endpoint itself refuses audio from an executive who has not opted in.
    const refused = await context.request.post(`/api/executive/${executiveId}/voice-command/transcription`, {
      headers: { 'content-type': 'audio/webm' },
      data: Buffer.from('not really audio'),
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('transcription_not_enabled');

    await field.fill('next meeting');
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('voice-command-response')).not.toBeEmpty({ timeout: 20_000 });
    expect(servers.fake.requests.length).toBe(before);
  } finally {
    await context.close();
  }
});
