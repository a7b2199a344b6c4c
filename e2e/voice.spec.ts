// Voice Insights in Chromium with a fake microphone: record ~2 s, type a transcript, process, see
// the new recording with its insights, play its stored audio, walk the clarity prompts, find it by
// search, delete it. Also: an empty transcript's alert, and a typed voice command answered from
// the account's real next meeting.
import { expect, test, type Page } from '@playwright/test';
import { newAccountContext, signUpViaApi, uniqueEmail } from './support/app';
import { seriousViolations } from './support/axe';
import { chromiumLaunchOptions } from './support/bench-settings';

test.use({
  launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
  permissions: ['microphone'],
});

async function expectNoSeriousAxe(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const recorder = (page: Page) => page.getByRole('region', { name: 'Voice Recorder' });

test('record, process, play, clarify, search and delete a voice note', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { executiveId } = await newAccountContext(context, 'voice');
  const word = `zebrafish${Date.now().toString(36)}`;
  const transcript = `We need to decide how the team handles the ${word} rollout next quarter.`;
  await page.goto('/dashboard/voice-insights');

  await expect(recorder(page).getByRole('status', { name: 'Microphone: Ready' })).toBeVisible({ timeout: 30_000 });
  await recorder(page).getByRole('button', { name: 'Start Recording' }).click();
  await expect(recorder(page).getByTestId('recorder-timer')).toHaveText('0:02', { timeout: 10_000 });
  await recorder(page).getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder(page).getByText(/Audio captured/)).toBeVisible();
  await recorder(page).getByRole('textbox', { name: 'Transcript' }).fill(transcript);
  await recorder(page).getByRole('button', { name: 'Process Recording & Generate Insights' }).click();
  await expect(recorder(page).getByRole('alert')).toContainText('Recording processed! Key idea:', { timeout: 20_000 });
  // Reset after success.
  await expect(recorder(page).getByRole('textbox', { name: 'Transcript' })).toHaveValue('');
  await expect(recorder(page).getByTestId('recorder-timer')).toHaveText('0:00');

  // The server stored it, with its audio and the recorder's duration.
  const list = (await (await context.request.get(`/api/executive/${executiveId}/voice-recordings`)).json()) as {
    id: number;
    transcript: string;
    durationSeconds: number;
    audioFileUrl: string | null;
  }[];
  const stored = list.find((r) => r.transcript === transcript);
  expect(stored?.audioFileUrl).toBeTruthy();
  expect(stored?.durationSeconds).toBeGreaterThanOrEqual(2);
  const audioResponse = await context.request.get(stored?.audioFileUrl ?? '');
  expect(audioResponse.headers()['content-type']).toMatch(/^audio\/webm/);
  expect((await audioResponse.body()).length).toBeGreaterThan(1000);

  // Shown at the top without a reload, with its insights.
  const detail = page.getByTestId('recording-detail');
  await expect(detail.getByTestId('recording-transcript')).toHaveText(transcript);
  await expect(detail.getByText('Latest Recording')).toBeVisible();
  for (const title of ['Key Idea', 'Suggested Action', 'Personal Anchor', 'Automated Actions', 'Context & Tags']) {
    await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByTestId('voice-history-item').first()).toHaveAttribute('aria-current', 'true');

  // Real playback: the element plays and its time advances.
  const audio = detail.locator('audio');
  await audio.evaluate((el: HTMLAudioElement) => el.play());
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
  await audio.evaluate((el: HTMLAudioElement) => el.pause());

  // Clarity prompts: "decide" then "team".
  const clarity = page.getByTestId('clarity-prompts');
  await expect(clarity.getByText('Is this a today decision, or one for review Friday?')).toBeVisible();
  const proceed = clarity.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await clarity.getByRole('button', { name: 'Friday' }).click();
  await proceed.click();
  await expect(clarity.getByText('Does this require team input before you decide?')).toBeVisible();
  await expect(proceed).toBeDisabled();
  await clarity.getByRole('button', { name: 'Yes, get input first' }).click();
  await proceed.click();
  await expect(clarity.getByText('Clarity prompts completed, your responses have been processed and appropriate actions have been scheduled.')).toBeVisible();
  await expectNoSeriousAxe(page);

  // History by keyboard: the next item (a seeded recording) shows in the detail.
  const items = page.getByTestId('voice-history-item');
  expect(await items.count()).toBeGreaterThan(1);
  await items.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(detail.getByText('Selected Recording')).toBeVisible();
  await expect(detail.getByTestId('recording-transcript')).not.toHaveText(transcript);

  // Search by a word of the transcript; the result is highlighted and opens the recording.
  await page.getByRole('searchbox', { name: 'Search recordings' }).fill(word.slice(0, 12));
  const result = page.getByTestId('voice-search-result');
  await expect(result).toHaveCount(1);
  await expect(result.locator('mark')).toHaveText(word);
  await result.focus();
  await page.keyboard.press('Enter');
  await expect(detail.getByTestId('recording-transcript')).toHaveText(transcript);

  // Delete, with confirmation: gone from the list and the server, audio too.
  await detail.getByRole('button', { name: 'Delete recording' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this recording?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No Voice Recordings').or(page.getByTestId('recording-detail'))).toBeVisible();
  await expect(page.getByTestId('recording-transcript')).not.toHaveText(transcript);
  await expect(result).toHaveCount(0);
  expect((await context.request.get(stored?.audioFileUrl ?? '')).status()).toBe(404);
});

test('processing an empty transcript shows the alert and stores nothing', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'voice-empty');
  const before = ((await (await context.request.get(`/api/executive/${executiveId}/voice-recordings`)).json()) as unknown[]).length;
  await page.goto('/dashboard/voice-insights');
  await recorder(page).getByRole('button', { name: 'Process Recording & Generate Insights' }).click();
  await expect(recorder(page).getByRole('alert')).toHaveText('Please record some audio first.');
  const after = ((await (await context.request.get(`/api/executive/${executiveId}/voice-recordings`)).json()) as unknown[]).length;
  expect(after).toBe(before);
});

test('a typed voice command is answered with the real next meeting', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'voice-command');
  // Headless Chromium declares speech recognition but has no service behind it: take the path of a
  // browser without it.
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w['webkitSpeechRecognition'];
    delete w['SpeechRecognition'];
  });
  const meetings = (await (await context.request.get(`/api/executive/${executiveId}/meetings`)).json()) as { title: string; startTime: string }[];
  await page.goto('/dashboard/daily-brief');
  await page.getByRole('button', { name: 'Voice command' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voice Command' });
  await expect(dialog.getByRole('button', { name: 'Start Listening' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Start Listening' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Speech recognition not supported in this browser');
  await dialog.getByRole('textbox', { name: 'Type a command' }).fill('next meeting');
  await page.keyboard.press('Enter');
  const answer = dialog.getByTestId('voice-command-response');
  await expect(answer).toContainText(/next (meeting|one) is '/);
  const title = /'(.+?)'/.exec((await answer.textContent()) ?? '')?.[1];
  // The server's wall clock (it runs on this machine, in its local time).
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const now = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const upcoming = meetings.filter((m) => m.startTime.slice(0, 16) >= now).sort((a, b) => a.startTime.localeCompare(b.startTime));
  expect(upcoming.slice(0, 2).map((m) => m.title)).toContain(title);
  await expectNoSeriousAxe(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test("the greeting's Start Voice Recording lands on the recorder", async ({ page, context }) => {
  await signUpViaApi(context.request, uniqueEmail('voice-greeting'));
  await context.addInitScript(() => window.localStorage.setItem('provana.onboardingSeen', 'true'));
  await page.goto('/dashboard/daily-brief');
  await page.getByRole('button', { name: 'Start Voice Recording' }).click();
  await expect(page).toHaveURL(/\/dashboard\/voice-insights$/);
  await expect(recorder(page).getByRole('status', { name: 'Microphone: Ready' })).toBeVisible({ timeout: 30_000 });
  await expect(recorder(page).getByRole('button', { name: 'Start Recording' })).toBeEnabled();
});
