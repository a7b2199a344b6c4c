// Without microphone permission (prompts denied, no fake UI to accept them) the recorder shows the
// denied panel and keeps the record button disabled.
import { expect, test } from '@playwright/test';
import { newAccountContext } from './support/app';
import { chromiumLaunchOptions } from './support/bench-settings';

test.use({ launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--use-fake-device-for-media-stream', '--deny-permission-prompts'] } });

test('a context without microphone permission shows the denied panel', async ({ page, context }) => {
  await newAccountContext(context, 'voice-denied');
  await page.goto('/dashboard/voice-insights');
  const recorder = page.getByRole('region', { name: 'Voice Recorder' });
  await expect(recorder.getByRole('status', { name: 'Microphone: Permission Denied' })).toBeVisible({ timeout: 30_000 });
  await expect(recorder.getByText('Microphone access denied')).toBeVisible();
  await expect(recorder.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
});
