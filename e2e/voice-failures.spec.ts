// The recorder when the server fails: a failed processing call shows 'Processing failed: {message}'
// and keeps the transcript and audio; a failed audio upload (the recording is stored) says so and
// its retry stores the audio; a failed list load shows Retry; a failed command shows the apology.
import { expect, test, type Page } from '@playwright/test';
import { newAccountContext } from './support/app';
import { chromiumLaunchOptions } from './support/bench-settings';

test.use({
  launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
  permissions: ['microphone'],
});

const recorder = (page: Page) => page.getByRole('region', { name: 'Voice Recorder' });

async function recordOneSecond(page: Page, transcript: string) {
  await page.goto('/dashboard/voice-insights');
  await expect(recorder(page).getByRole('status', { name: 'Microphone: Ready' })).toBeVisible({ timeout: 30_000 });
  await recorder(page).getByRole('button', { name: 'Start Recording' }).click();
  await expect(recorder(page).getByTestId('recorder-timer')).toHaveText('0:01', { timeout: 10_000 });
  await recorder(page).getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder(page).getByText(/Audio captured/)).toBeVisible();
  await recorder(page).getByRole('textbox', { name: 'Transcript' }).fill(transcript);
}

test('a failed processing call keeps the transcript and audio, and a second try stores it', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'voice-fail');
  const transcript = `Processing failure check ${Date.now()}`;
  await recordOneSecond(page, transcript);
  await page.route('**/api/voice-recording', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }), { times: 1 });
  const process = recorder(page).getByRole('button', { name: 'Process Recording & Generate Insights' });
  await process.click();
  await expect(recorder(page).getByRole('alert')).toHaveText('Processing failed: 503: Service Unavailable');
  await expect(recorder(page).getByRole('textbox', { name: 'Transcript' })).toHaveValue(transcript);
  await expect(recorder(page).getByText(/Audio captured/)).toBeVisible();

  await process.click();
  await expect(recorder(page).getByRole('alert')).toContainText('Recording processed!', { timeout: 20_000 });
  const list = (await (await context.request.get(`/api/executive/${executiveId}/voice-recordings`)).json()) as {
    transcript: string;
    audioFileUrl: string | null;
  }[];
  expect(list.find((r) => r.transcript === transcript)?.audioFileUrl).toBeTruthy();
});

test('a failed audio upload says so and its retry stores the audio', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'voice-upload');
  const transcript = `Upload failure check ${Date.now()}`;
  await recordOneSecond(page, transcript);
  await page.route(
    '**/voice-recordings/*/audio',
    (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'disk full' }) : route.fallback()),
    { times: 1 },
  );
  await recorder(page).getByRole('button', { name: 'Process Recording & Generate Insights' }).click();
  await expect(recorder(page).getByRole('alert')).toContainText('its audio could not be uploaded: 500: disk full', { timeout: 20_000 });
  const stored = async () =>
    (
      (await (await context.request.get(`/api/executive/${executiveId}/voice-recordings`)).json()) as { transcript: string; audioFileUrl: string | null }[]
    ).find((r) => r.transcript === transcript);
  expect((await stored())?.audioFileUrl).toBeNull();

  await recorder(page).getByRole('button', { name: 'Retry audio upload' }).click();
  await expect(recorder(page).getByRole('alert')).toContainText('Recording processed!');
  await expect(recorder(page).getByRole('button', { name: 'Retry audio upload' })).toBeHidden();
  expect((await stored())?.audioFileUrl).toBeTruthy();
});

test('the section shows an error with Retry when recordings fail to load, and Retry recovers', async ({ page, context }) => {
  await newAccountContext(context, 'voice-load-error');
  await page.route('**/voice-recordings', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }), { times: 1 });
  await page.goto('/dashboard/voice-insights');
  const insights = page.getByRole('region', { name: 'Voice Insights' });
  await expect(insights.getByText('500: boom')).toBeVisible({ timeout: 30_000 });
  await insights.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('recording-detail')).toBeVisible();
});

test('a failed voice command shows the apology', async ({ page, context }) => {
  await newAccountContext(context, 'voice-command-fail');
  await page.route('**/api/voice-command', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }));
  await page.goto('/dashboard/daily-brief');
  await page.getByRole('button', { name: 'Voice command' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voice Command' });
  await dialog.getByRole('button', { name: 'pending decisions' }).click();
  await expect(dialog.getByTestId('voice-command-response')).toHaveText("Sorry, I couldn't process that command. Please try again.");
});
