// Without microphone permission (prompts denied, no fake UI to accept them) the recorder shows the
// denied panel and keeps the record button disabled; an account without recordings shows the empty
// state. Both pass axe.
import { expect, test } from '@playwright/test';
import { newAccountContext } from './support/app';
import { seriousViolations } from './support/axe';
import { chromiumLaunchOptions } from './support/bench-settings';

test.use({
  launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--use-fake-device-for-media-stream', '--deny-permission-prompts'] },
});

test('without microphone permission the denied panel shows; with no recordings the empty state', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'voice-denied');
  // Delete every recording the account has, through the API.
  const recordings = (await (await context.request.get(`/api/executive/${executiveId}/voice-recordings`)).json()) as { id: number }[];
  for (const r of recordings) expect((await context.request.delete(`/api/executive/${executiveId}/voice-recordings/${r.id}`)).status()).toBe(200);

  await page.goto('/dashboard/voice-insights');
  const recorder = page.getByRole('region', { name: 'Voice Recorder' });
  await expect(recorder.getByRole('status', { name: 'Microphone: Permission Denied' })).toBeVisible({ timeout: 30_000 });
  await expect(recorder.getByText('Microphone access denied')).toBeVisible();
  await expect(recorder.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
  await expect(page.getByText('No Voice Recordings')).toBeVisible();
  await expect(page.getByText('Insights appear here once your recordings are processed.')).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
});
