// A browser without audio capture (no navigator.mediaDevices, as on any plain-HTTP LAN address): the
// recorder's "not supported" state shows the spec's message on load and again on Test Mic, never
// "No microphone found", and keeps the record button disabled. Passes axe.
import { expect, test } from '@playwright/test';
import { newAccountContext } from './support/app';
import { seriousViolations } from './support/axe';

const NO_AUDIO_CAPTURE = 'Your browser does not support audio recording. Please use Chrome, Firefox, or Safari.';

test('without audio capture the recorder says the browser does not support audio recording, on load and on Test Mic', async ({ page, context }) => {
  await newAccountContext(context, 'voice-unsupported');
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });
  await page.goto('/dashboard/voice-insights');
  const recorder = page.getByRole('region', { name: 'Voice Recorder' });
  await expect(recorder.getByRole('status', { name: 'Microphone: Not Available' })).toBeVisible({ timeout: 30_000 });
  await expect(recorder.getByTestId('mic-unsupported')).toContainText(NO_AUDIO_CAPTURE);
  await expect(recorder.getByText('No microphone found')).toHaveCount(0);
  await expect(recorder.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  const testMic = recorder.getByRole('button', { name: 'Test Mic' });
  await testMic.focus();
  await page.keyboard.press('Enter');
  await expect(recorder.getByRole('status', { name: 'Microphone: Not Available' })).toBeVisible();
  await expect(recorder.getByRole('alert').filter({ hasText: NO_AUDIO_CAPTURE })).toHaveCount(1);
  await expect(recorder.getByText('No microphone found')).toHaveCount(0);
});
