// Complete a task from the brief: the toast shows, the task moves to completed, the server stores it.
import { expect, test } from '@playwright/test';
import { expectDailyBrief, newAccountContext, toast } from './support/app';

type Priority = { id: number; task: string; urgency: string; completed: boolean };

test('Done on a top action item completes it, moves it and stores it', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'complete');
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);

  const topItems = page.getByTestId('top-action-item');
  const first = topItems.first();
  await expect(first).toBeVisible();
  const countBefore = await topItems.count();
  const highBefore = Number(await page.getByTestId('counter-high').locator('p').first().textContent());
  const task = (await first.locator('p').first().textContent()) ?? '';
  expect(task).not.toBe('');

  await first.getByRole('button', { name: /^Done/ }).click();
  await expect(toast(page, 'Task Completed')).toContainText('Great job! Task marked as completed.');

  // It left the top items and shows as completed (no button) in the full list.
  await expect(topItems.filter({ hasText: task })).toHaveCount(0);
  const row = page.getByTestId('brief-priority').filter({ hasText: task });
  await expect(row).toHaveAttribute('data-completed', 'true');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.getByText('Completed')).toBeVisible();
  // Up to five of the open high-urgency tasks show: one fewer, unless another was waiting behind them.
  expect(highBefore).toBeGreaterThan(0);
  expect(countBefore).toBe(Math.min(5, highBefore));
  await expect(topItems).toHaveCount(Math.min(5, highBefore - 1));

  // The server stored it: ask the API with the page's own cookies.
  const response = await page.request.get(`/api/executive/${executiveId}/priorities`);
  const stored = ((await response.json()) as Priority[]).find((p) => p.task === task);
  expect(stored?.completed).toBe(true);

  // Still completed after a reload (the brief is refetched from the server).
  await page.reload();
  await expect(page.getByTestId('brief-priority').filter({ hasText: task })).toHaveAttribute('data-completed', 'true');
});
