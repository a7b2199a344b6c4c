// Deep links: each section opens a linked item where it lives (scrolled into view,
// focused, highlighted, the parameter gone from the URL by replace), says politely when the item is
// not there, and the action links open their form or focus the recorder. Ids come from the API with
// the page's own session, for a fresh account's sample data.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { newAccountContext, toast } from './support/app';

test.use({ viewport: { width: 1280, height: 720 } });

const target = (page: Page, param: string, id: number | string) => page.locator(`[data-deep-link="${param}:${id}"]`).first();

async function getJson<T>(context: BrowserContext, url: string): Promise<T> {
  const response = await context.request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** In view, focused, highlighted, and the link's parameter no longer in the URL. */
async function expectRevealed(page: Page, item: Locator, param: string) {
  await expect(item).toHaveAttribute('data-highlighted', 'true', { timeout: 30_000 });
  await expect(item).toBeFocused();
  await expect(item).toBeInViewport();
  await expect(page).not.toHaveURL(new RegExp(`[?&]${param}=`));
}

const last = <T>(list: readonly T[]): T => {
  const item = list[list.length - 1];
  if (item === undefined) throw new Error('the sample data has no such item');
  return item;
};

test('each of the eight links opens its item where it lives', async ({ page, context }) => {
  test.setTimeout(180_000);
  const { executiveId } = await newAccountContext(context, 'deep-links');
  const api = `/api/executive/${executiveId}`;

  const priority = (await getJson<{ id: number; completed: boolean }[]>(context, `${api}/priorities`)).find((p) => !p.completed);
  if (!priority) throw new Error('no open priority in the sample data');
  await page.goto(`/dashboard/daily-brief?priority=${priority.id}`);
  await expectRevealed(page, target(page, 'priority', priority.id), 'priority');
  await expect(page.getByTestId('deep-link-note')).toHaveCount(0);

  // Back is not polluted: the link replaced its own entry; a reload does not highlight again.
  const decision = last(await getJson<{ id: number }[]>(context, `${api}/decisions`));
  await page.goto(`/dashboard/decisions?decision=${decision.id}`);
  await expectRevealed(page, target(page, 'decision', decision.id), 'decision');
  await expect(page).toHaveURL(/\/dashboard\/decisions$/);
  await page.reload();
  await expect(page.getByTestId('decision').first()).toBeVisible({ timeout: 30_000 });
  await expect(target(page, 'decision', decision.id)).not.toHaveAttribute('data-highlighted');
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/daily-brief$/);

  const goals = await getJson<{ quarterly_goals: { id: number }[] }>(context, `${api}/goals`);
  const goal = last(goals.quarterly_goals);
  await page.goto(`/dashboard/goals?goal=${goal.id}`);
  await expectRevealed(page, target(page, 'goal', goal.id), 'goal');

  const note = last(await getJson<{ id: number }[]>(context, `${api}/memory`));
  await page.goto(`/dashboard/memory?note=${note.id}`);
  await expectRevealed(page, target(page, 'note', note.id), 'note');

  const lifeEvent = last(await getJson<{ id: number }[]>(context, `${api}/personal-events`));
  await page.goto(`/dashboard/life-events?lifeEvent=${lifeEvent.id}`);
  await expectRevealed(page, target(page, 'lifeEvent', lifeEvent.id), 'lifeEvent');

  // The oldest recording: not the one shown by default, so the link selects it.
  const recording = last(await getJson<{ id: number }[]>(context, `${api}/voice-recordings`));
  await page.goto(`/dashboard/voice-insights?recording=${recording.id}`);
  const historyItem = target(page, 'recording', recording.id);
  await expectRevealed(page, historyItem, 'recording');
  await expect(historyItem).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { name: 'Selected Recording' })).toBeVisible();

  // The id becomes the section's own selection by name.
  const report = last(await getJson<{ id: number; name: string }[]>(context, `${api}/team`));
  await page.goto(`/dashboard/team?reportId=${report.id}`);
  await expectRevealed(page, target(page, 'reportId', report.id), 'reportId');
  await expect(page).toHaveURL(new RegExp(`\\?report=${encodeURIComponent(report.name).replace(/%20/g, '(\\+|%20)')}$`));
  await expect(page.getByTestId('report-detail').getByRole('heading', { name: report.name, level: 3 })).toBeVisible();

  // An event in another month: the link's date opens that month with its day selected.
  const now = new Date();
  const day = `${now.getMonth() === 11 ? now.getFullYear() + 1 : now.getFullYear()}-${String(((now.getMonth() + 1) % 12) + 1).padStart(2, '0')}-15`;
  const title = `Linked event ${Date.now().toString(36)}`;
  const created = await context.request.post(`${api}/calendar-events`, {
    data: { title, startTime: `${day}T10:00:00`, endTime: `${day}T11:00:00`, type: 'strategic', priority: 'medium' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: number };
  await page.goto(`/dashboard/calendar?event=${event.id}&date=${day}`);
  const eventItem = target(page, 'event', event.id);
  await expectRevealed(page, eventItem, 'event');
  await expect(eventItem).toContainText(title);
  await expect(page).not.toHaveURL(/[?&]date=/);
  const monthName = new Date(`${day}T12:00:00`).toLocaleString('en-US', { month: 'long', year: 'numeric' });
  await expect(page.getByTestId('month-title').first()).toHaveText(monthName);
  await expect(page.locator(`[data-date="${day}"]`)).toHaveAttribute('aria-selected', 'true');
});

test('a missing item and a completed priority each get a polite note; a highlighted page passes axe', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'deep-link-note');
  const api = `/api/executive/${executiveId}`;

  await page.goto('/dashboard/decisions?decision=999999');
  const note = page.getByRole('status').filter({ hasText: 'That item no longer exists.' });
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/decisions$/);

  const priority = (await getJson<{ id: number; completed: boolean }[]>(context, `${api}/priorities`)).find((p) => !p.completed);
  if (!priority) throw new Error('no open priority in the sample data');
  const done = await context.request.patch(`${api}/priorities/${priority.id}`, { data: { completed: true } });
  expect(done.status(), await done.text()).toBeLessThan(300);
  await page.goto(`/dashboard/daily-brief?priority=${priority.id}`);
  await expectRevealed(page, target(page, 'priority', priority.id), 'priority');
  await expect(page.getByRole('status').filter({ hasText: 'That priority is already completed.' })).toBeVisible();

  await page.goto('/dashboard/daily-brief?priority=999999');
  await expect(page.getByRole('status').filter({ hasText: 'That priority is not on your brief' })).toBeVisible({ timeout: 30_000 });

  const decision = (await getJson<{ id: number }[]>(context, `${api}/decisions`))[0];
  if (!decision) throw new Error('no decision in the sample data');
  await page.goto(`/dashboard/decisions?decision=${decision.id}`);
  await expect(target(page, 'decision', decision.id)).toHaveAttribute('data-highlighted', 'true', { timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the action links open the add-priority, add-decision and add-note forms', async ({ page, context }) => {
  await newAccountContext(context, 'deep-link-actions');

  await page.goto('/dashboard/daily-brief?new=priority');
  const priorityForm = page.getByRole('form', { name: 'Add a priority' });
  await expect(priorityForm.getByRole('textbox', { name: 'Task' })).toBeFocused({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/daily-brief$/);
  const task = `Linked priority ${Date.now().toString(36)}`;
  await page.keyboard.type(task);
  await priorityForm.getByRole('combobox', { name: 'Urgency' }).selectOption('low');
  await priorityForm.getByRole('button', { name: 'Save Priority' }).click();
  await expect(toast(page, 'Priority Added')).toBeVisible();
  await expect(priorityForm).toHaveCount(0);
  await expect(page.getByTestId('brief-priority').filter({ hasText: task })).toBeVisible();

  await page.goto('/dashboard/decisions?new=decision');
  const decisionForm = page.getByRole('form', { name: 'Add a decision' });
  await expect(decisionForm.getByRole('textbox', { name: 'Title' })).toBeFocused({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/decisions$/);

  await page.goto('/dashboard/memory?new=note');
  const noteForm = page.getByRole('form', { name: 'Add a memory note' });
  await expect(noteForm.getByRole('textbox', { name: 'Note' })).toBeFocused({ timeout: 30_000 });
  const text = `Linked note ${Date.now().toString(36)}`;
  await page.keyboard.type(text);
  await noteForm.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page, 'Note Saved')).toBeVisible();
  await expect(page.getByTestId('memory-note').filter({ hasText: text })).toBeVisible();
});
