// The voice section's record link: it scrolls to the recorder and focuses Start Recording,
// recording nothing until the executive presses it. A fake microphone, granted, in Debian's Chromium.
import { expect, test } from '@playwright/test';
import { newAccountContext } from './support/app';
import { chromiumLaunchOptions } from './support/bench-settings';

test.use({
  viewport: { width: 1280, height: 720 },
  launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
  permissions: ['microphone'],
});

test('the record link scrolls to the recorder and focuses Start Recording without recording', async ({ page, context }) => {
  await newAccountContext(context, 'deep-link-record');
  await page.goto('/dashboard/voice-insights?record=1');
  const start = page.getByRole('button', { name: 'Start Recording' });
  await expect(start).toBeFocused({ timeout: 30_000 });
  await expect(start).toHaveAttribute('data-highlighted', 'true');
  await expect(start).toBeInViewport();
  await expect(page).toHaveURL(/\/dashboard\/voice-insights$/);
  // Focused only: nothing records until the executive presses it.
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toHaveCount(0);
  await expect(page.getByTestId('recorder-timer')).toHaveText('0:00');
});
