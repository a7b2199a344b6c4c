// A stored recording's transcript stays editable, in Debian's Chromium against the
// production builds. On the default server: Edit transcript opens a focused textarea; an empty text is
// refused at the field in the API's words; Escape cancels and gives focus back; a failed save keeps
// the text and says why; a saved one is analysed anew (its key idea follows) and search finds its new
// words. On a server with the fake speech-to-text server (loopback): Settings → Assistant offers the
// opt-in with its sentence naming the host; a recording the server failed to transcribe says
// "Transcription failed", and Retry brings the server's transcript.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAccountContext } from './support/app';
import { seriousViolations } from './support/axe';
import { fakeModelAppPerSuite, withSpeechToText } from './support/fake-model-app';

test.use({ viewport: { width: 1440, height: 900 } });

const detail = (page: Page) => page.getByTestId('recording-detail');

async function createRecording(request: APIRequestContext, executiveId: number, transcript: string): Promise<number> {
  const res = await request.post('/api/voice-recording', { data: { transcript, durationSeconds: 4, executiveId } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { recording: { id: number } }).recording.id;
}

test('edit a stored transcript: checked, cancellable, kept on failure, analysed anew and searchable', async ({ page, context }) => {
  test.setTimeout(90_000);
  const { executiveId } = await newAccountContext(context, 'transcript-edit');
  const word = `quokka${Date.now().toString(36)}`;
  await createRecording(context.request, executiveId, 'Thinking about the gondola venue for the retreat.');
  await page.goto('/dashboard/voice-insights');
  await expect(detail(page).getByTestId('recording-transcript')).toHaveText('Thinking about the gondola venue for the retreat.', { timeout: 30_000 });

  const edit = detail(page).getByRole('button', { name: 'Edit transcript' });
  await edit.click();
  const box = detail(page).getByRole('textbox', { name: 'Transcript' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('Thinking about the gondola venue for the retreat.');

  // Escape cancels and gives focus back to the button.
  await box.fill('Never saved.');
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(detail(page).getByTestId('recording-transcript')).toHaveText('Thinking about the gondola venue for the retreat.');

  // The contracts' rule, before anything is sent.
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await box.fill('   ');
  await detail(page).getByRole('button', { name: 'Save transcript' }).click();
  await expect(detail(page).getByText('Transcript is required')).toBeVisible();

  // A failed save keeps the text and says why.
  const newText = `Remind me to book the ${word} workshop with the leadership team.`;
  await box.fill(newText);
  await page.route('**/api/executive/*/voice-recordings/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'The server is busy' } } })
      : route.fallback(),
  );
  await detail(page).getByRole('button', { name: 'Save transcript' }).click();
  await expect(detail(page).getByRole('alert')).toContainText('The transcript was not saved: The server is busy');
  await expect(box).toHaveValue(newText);
  expect(await seriousViolations(page, '[data-testid="recording-detail"]')).toEqual([]);

  // Saved: analysed anew, and search finds the new words.
  await page.unrouteAll({ behavior: 'wait' });
  await detail(page).getByRole('button', { name: 'Save transcript' }).click();
  await expect(detail(page).getByTestId('recording-transcript')).toHaveText(newText);
  await expect(edit).toBeFocused();
  // The key idea shown is the new analysis's.
  const [stored] = (await (await context.request.get(`/api/executive/${executiveId}/voice-recordings`)).json()) as { insights: { topIdea: string } }[];
  expect(stored?.insights.topIdea).toContain(word);
  await expect(detail(page)).toContainText(stored?.insights.topIdea ?? '');
  const search = await context.request.get(`/api/executive/${executiveId}/voice-recordings/search?q=${word}`);
  expect(((await search.json()) as { total: number }).total).toBe(1);
  const tasks = (await (await context.request.get(`/api/executive/${executiveId}/priorities`)).json()) as { task: string }[];
  expect(tasks.filter((t) => t.task.includes(word))).toHaveLength(1);
});

test.describe('with a speech-to-text server', () => {
  const servers = fakeModelAppPerSuite(withSpeechToText());

  test('opt in from Settings, then a failed transcription says so and Retry brings the transcript', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: servers.app.url });
    const page = await context.newPage();
    const { executiveId } = await newAccountContext(context, 'transcript-retry');
    const host = new URL(servers.fake.baseURL).host;

    await page.goto('/dashboard/voice-insights');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const optIn = dialog.getByRole('checkbox', { name: 'Transcribe my recordings on the server' });
    await expect(optIn).not.toBeChecked({ timeout: 20_000 });
    await expect(optIn).toHaveAccessibleDescription(new RegExp(`^Your recordings' audio is sent to ${host.replace('.', '\\.')} to be transcribed`));
    await optIn.focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('status').filter({ hasText: 'Server transcription turned on.' })).toBeVisible();
    await expect(optIn).toBeChecked();
    expect(await seriousViolations(page, '[data-testid="settings-dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');

    // A recording stored empty whose transcription failed (the speech server answered 500).
    const id = await createRecording(context.request, executiveId, '');
    servers.fake.failTranscription({ kind: 'status', status: 500 });
    const upload = await context.request.put(`/api/executive/${executiveId}/voice-recordings/${id}/audio`, {
      headers: { 'Content-Type': 'audio/webm' },
      data: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]),
    });
    expect(((await upload.json()) as { transcription: string }).transcription).toBe('failed');

    servers.fake.transcript = 'Schedule the budget review with finance on Thursday.';
    await page.reload();
    await expect(detail(page).getByText('Transcription failed')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('voice-history-item').first()).toContainText('Transcription failed');
    await detail(page).getByRole('button', { name: 'Retry transcription' }).click();
    await expect(detail(page).getByTestId('recording-transcript')).toHaveText('Schedule the budget review with finance on Thursday.');
    await expect(detail(page).getByText('Transcription failed')).toHaveCount(0);
    expect(servers.fake.requests.filter((r) => r.path === '/v1/audio/transcriptions')).toHaveLength(2);
    await context.close();
  });
});
