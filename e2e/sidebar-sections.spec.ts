// Every sidebar section: built remotes (brief, voice, planning, team, leadership) render data; the remotes not yet built
// show the unavailable message with Retry, and the dashboard keeps working around them.
import { expect, test } from '@playwright/test';
import { newAccountContext } from './support/app';

const sections: { label: string; path: string; built: boolean; testId?: string }[] = [
  { label: 'Daily Brief', path: 'daily-brief', built: true, testId: 'daily-brief' },
  { label: 'Voice Insights', path: 'voice-insights', built: true, testId: 'recording-detail' },
  { label: 'Time Blocks', path: 'time-blocks', built: true, testId: 'suggestion-count' },
  { label: 'Calendar View', path: 'calendar', built: true, testId: 'month-grid' },
  { label: 'Decisions to Make', path: 'decisions', built: true, testId: 'decision' },
  { label: 'Goal Tracker', path: 'goals', built: true, testId: 'goal-item' },
  { label: 'Team Management', path: 'team', built: true, testId: 'team-report' },
  { label: 'Smart Memory', path: 'memory', built: true, testId: 'memory-note' },
  { label: 'Life Events', path: 'life-events', built: true, testId: 'life-event' },
  { label: 'Weekly Insights', path: 'insights', built: true, testId: 'reflection' },
  { label: 'Leadership Model', path: 'leadership', built: true, testId: 'current-model' },
  { label: 'Booking Links', path: 'booking-links', built: true, testId: 'booking-links' },
];

test('every sidebar section renders its data or the unavailable state, never a crash', async ({ page, context }) => {
  await newAccountContext(context, 'sidebar');
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto('/dashboard/daily-brief');
  const sidebar = page.getByRole('navigation').filter({ hasText: 'Leadership Model' }).first();

  for (const section of sections) {
    await sidebar.getByRole('link', { name: section.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${section.path}$`));
    if (section.built) {
      await expect(page.getByTestId(section.testId ?? '').first()).toBeVisible({ timeout: 20_000 });
    } else {
      await expect(page.getByText(/is unavailable/).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    }
    await expect(sidebar).toBeVisible();
  }
  expect(pageErrors.map((e) => e.message)).toEqual([]);
});
