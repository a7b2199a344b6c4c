// mf-planning against the production builds: today's suggestions avoid the demo's meetings
// and events; Apply Block stores the spec's event and shows it in the calendar's day list; Regenerate
// clears Applied; a failed fetch shows the spec's text; the month grid moves by buttons and keys,
// caps a cell at 2 items then '+N more'; decisions sorted by due date; axe on all three.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { newAccountContext, toast } from './support/app';
import { seriousViolations } from './support/axe';
import { hhmm, localDay, pad, planningDay } from './support/planning-day';
import { repoRoot } from './support/servers';

test.beforeAll(() => {
  if (!existsSync(path.join(repoRoot, 'mf-planning', 'dist', 'mf-manifest.json'))) throw new Error('mf-planning is not built: cd mf-planning && npm run build');
});
test.use({ viewport: { width: 1440, height: 900 } });

type Block = { id: string; title: string; startTime: string; endTime: string };
type Timed = { title: string; startTime: string; endTime: string };

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test("suggestions avoid the day's meetings; Apply Block stores the event; Regenerate clears Applied", async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'blocks');
  const today = planningDay();
  const base = `/api/executive/${executiveId}`;
  const { suggestedBlocks } = await getJson<{ suggestedBlocks: Block[] }>(context.request, `${base}/time-block-suggestions?date=${today}`);
  const meetings = await getJson<Timed[]>(context.request, `${base}/meetings`);
  const events = await getJson<Timed[]>(context.request, `${base}/calendar-events?from=${today}&to=${today}`);
  const busy = [...meetings, ...events].filter((m) => m.startTime.startsWith(today));
  expect(suggestedBlocks.length).toBeGreaterThan(0);
  for (const block of suggestedBlocks)
    for (const b of busy) expect(block.startTime >= hhmm(b.endTime) || block.endTime <= hhmm(b.startTime), `${block.title} overlaps ${b.title}`).toBe(true);

  await page.goto('/dashboard/time-blocks');
  const section = page.getByRole('region', { name: 'Time Blocks' });
  await section.getByLabel('Date').fill(today);
  await expect(section.getByTestId('suggestion-count')).toHaveText(`${suggestedBlocks.length} suggestion${suggestedBlocks.length === 1 ? '' : 's'}`, {
    timeout: 20_000,
  });
  for (const label of ['Focus Time', 'Goal Aligned', 'Balanced', 'Peak Hours']) await expect(section.getByText(label, { exact: true })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'AI Recommendations' })).toBeVisible();
  await expect(section.getByTestId('time-block')).toHaveCount(suggestedBlocks.length);
  expect(await seriousViolations(page)).toEqual([]);

  const first = suggestedBlocks[0];
  if (!first) throw new Error('no block');
  const card = section.getByTestId('time-block').first();
  await card.getByRole('button', { name: 'Apply Block' }).click();
  await expect(toast(page, 'Time Block Added')).toContainText(`${first.title} has been added to your calendar.`);
  await expect(card.getByTestId('applied-marker')).toHaveText('Applied');
  const stored = await getJson<(Timed & { description: string })[]>(context.request, `${base}/calendar-events?from=${today}&to=${today}`);
  const applied = stored.find((e) => e.title === first.title && e.startTime.startsWith(`${today}T${first.startTime}`));
  expect(applied, JSON.stringify(stored)).toBeDefined();
  expect(hhmm(applied?.endTime ?? '')).toBe(first.endTime);

  await page.route('**/time-block-suggestions**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800)); // long enough to see the loading text
    await route.continue();
  });
  await section.getByRole('button', { name: 'Regenerate' }).click();
  await expect(section.getByText('Analyzing your schedule and priorities...')).toBeVisible();
  await expect(section.getByTestId('suggestion-count')).toBeVisible({ timeout: 20_000 });
  await expect(section.getByTestId('applied-marker')).toHaveCount(0);
  // The applied block is now on the calendar: no new suggestion overlaps it.
  const again = await getJson<{ suggestedBlocks: Block[] }>(context.request, `${base}/time-block-suggestions?date=${today}`);
  for (const block of again.suggestedBlocks)
    expect(block.startTime >= first.endTime || block.endTime <= first.startTime, `${block.title} overlaps the applied block`).toBe(true);

  await page.goto('/dashboard/calendar');
  const grid = page.getByTestId('month-grid');
  if (today.slice(0, 7) !== localDay(new Date()).slice(0, 7)) await page.getByRole('button', { name: /next month/i }).click();
  await grid.locator(`[data-date="${today}"]`).click();
  await expect(page.getByTestId('day-detail')).toContainText(first.title);

  // The month's .ics, parsed strictly: the applied block under a stable UID, at the instant whose
  // wall clock in the executive's zone is the block's time.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export .ics' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^provana-${today.slice(0, 7)}-01-to-${today.slice(0, 7)}-\\d{2}\\.ics$`));
  const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(String(calendar.getFirstPropertyValue('prodid'))).toContain('Provana');
  const { user } = await getJson<{ user: { timeZone: string } }>(context.request, '/api/auth/me');
  expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(user.timeZone);
  const wallClockIn = (time: ICAL.Time) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: user.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(time.toJSDate())
      .replace(' ', 'T');
  const vevent = calendar.getAllSubcomponents('vevent').find((v) => v.getFirstPropertyValue('summary') === first.title);
  if (!vevent) throw new Error(`no ${first.title} in the export`);
  expect(String(vevent.getFirstPropertyValue('uid'))).toMatch(/^event-\d+@provana\.app$/);
  expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
  expect(wallClockIn(vevent.getFirstPropertyValue('dtstart') as ICAL.Time)).toBe(`${today}T${first.startTime}`);
  expect(wallClockIn(vevent.getFirstPropertyValue('dtend') as ICAL.Time)).toBe(`${today}T${first.endTime}`);
});

test("a failed suggestions fetch shows the spec's message", async ({ page, context }) => {
  await newAccountContext(context, 'blocks-fail');
  await page.route('**/time-block-suggestions**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/dashboard/time-blocks');
  await expect(page.getByText('Failed to fetch time block suggestions')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('the month grid moves by month and by keys, caps a day at 2 items, lists a day', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'calendar');
  const base = `/api/executive/${executiveId}`;
  const now = new Date();
  const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const busyDay = localDay(new Date(nextMonth.getFullYear(), nextMonth.getMonth(), 12));
  for (const [i, title] of ['Board prep', 'Vendor review', 'Site walk'].entries()) {
    const response = await context.request.post(`${base}/calendar-events`, {
      data: { title, startTime: `${busyDay}T${pad(8 + i)}:00:00`, endTime: `${busyDay}T${pad(8 + i)}:30:00`, type: 'meeting', priority: 'medium' },
    });
    expect(response.status()).toBe(201);
  }
  const monthName = (d: Date) => d.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  const { items } = await getJson<{ items: { date: string }[] }>(context.request, `${base}/calendar?from=${busyDay}&to=${busyDay}`);
  const count = items.filter((i) => i.date === busyDay).length;
  expect(count).toBeGreaterThanOrEqual(3);

  await page.goto('/dashboard/calendar');
  const title = page.getByTestId('month-title');
  await expect(title).toHaveText(monthName(now), { timeout: 20_000 });
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(title).toHaveText(monthName(nextMonth));
  const cell = page.getByTestId('month-grid').locator(`[data-date="${busyDay}"]`);
  await expect(cell.getByTestId('cell-item')).toHaveCount(2);
  await expect(cell.getByTestId('cell-more')).toHaveText(`+${count - 2} more`);
  await cell.click();
  await expect(page.getByTestId('day-detail').getByTestId('day-item')).toHaveCount(count);
  await expect(page.getByTestId('day-detail')).toContainText('Site walk');
  expect(await seriousViolations(page)).toEqual([]);

  // Delete an event from the day list: gone from the list, the cell and the server.
  await page.getByTestId('day-detail').getByRole('button', { name: 'Delete: Site walk' }).click();
  await expect(toast(page, 'Event Deleted')).toContainText('Site walk');
  await expect(page.getByTestId('day-detail').getByTestId('day-item')).toHaveCount(count - 1);
  const left = await getJson<{ title: string }[]>(context.request, `${base}/calendar-events?from=${busyDay}&to=${busyDay}`);
  expect(left.map((e) => e.title)).not.toContain('Site walk');

  // Keyboard: from the 12th, ArrowDown a week, Enter opens that day.
  await cell.focus();
  await page.keyboard.press('ArrowDown');
  const weekLater = localDay(new Date(nextMonth.getFullYear(), nextMonth.getMonth(), 19));
  await expect(page.getByTestId('month-grid').locator(`[data-date="${weekLater}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('day-detail').getByRole('heading')).toHaveText(
    new Date(nextMonth.getFullYear(), nextMonth.getMonth(), 19).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  );

  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(title).toHaveText(monthName(new Date(now.getFullYear(), now.getMonth() - 1, 1)));
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(title).toHaveText(monthName(now));
  // A day far ahead with nothing on it.
  await page.getByRole('button', { name: 'Next month' }).click();
  for (let i = 0; i < 11; i += 1) await page.getByRole('button', { name: 'Next month' }).click();
  const quiet = await getJson<{ items: { date: string }[] }>(
    context.request,
    `${base}/calendar?from=${localDay(new Date(now.getFullYear() + 1, now.getMonth(), 1))}&to=${localDay(new Date(now.getFullYear() + 1, now.getMonth() + 1, 0))}`,
  );
  const emptyDay = [...Array(28).keys()]
    .map((d) => localDay(new Date(now.getFullYear() + 1, now.getMonth(), d + 1)))
    .find((d) => !quiet.items.some((i) => i.date === d));
  await page.getByTestId('month-grid').locator(`[data-date="${emptyDay}"]`).click();
  await expect(page.getByTestId('day-detail')).toContainText('No items scheduled for this day');
});

test('decisions show impact, description and due date, soonest first', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'decisions');
  const decisions = await getJson<{ title: string; dueBy: string }[]>(context.request, `/api/executive/${executiveId}/decisions`);
  const sorted = [...decisions].sort((a, b) => a.dueBy.localeCompare(b.dueBy) || a.title.localeCompare(b.title)).map((d) => d.title);
  await page.goto('/dashboard/decisions');
  const items = page.getByTestId('decision');
  await expect(items).toHaveCount(decisions.length, { timeout: 20_000 });
  for (const [i, title] of sorted.entries()) await expect(items.nth(i)).toContainText(title);
  await expect(items.first().getByTestId('impact')).toHaveText(/high|medium|low/);
  await expect(items.first()).toContainText('Due ');
  expect(await seriousViolations(page)).toEqual([]);
});

test('add a decision (validated), decide it and defer another: both kept after a reload', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'decide');
  const later = new Date();
  later.setDate(later.getDate() + 40);
  await page.goto('/dashboard/decisions');
  const section = page.getByRole('region', { name: 'Decisions to Make' });
  await expect(section.getByTestId('decision').first()).toBeVisible({ timeout: 20_000 });
  await section.getByRole('button', { name: 'Add Decision' }).click();
  const form = section.getByRole('form', { name: 'Add a decision' });
  await form.getByRole('button', { name: 'Save Decision' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill('Open a Phoenix depot?');
  await form.getByRole('textbox', { name: 'Description' }).fill('Lease or build.');
  await form.getByRole('combobox', { name: 'Impact' }).selectOption('high');
  await form.getByLabel('Due by').fill(localDay(later));
  await form.getByRole('button', { name: 'Save Decision' }).click();
  await expect(toast(page, 'Decision Added')).toBeVisible();
  const added = section.getByTestId('decision').filter({ hasText: 'Open a Phoenix depot?' });
  await expect(added.getByTestId('impact')).toHaveText('high');
  expect(await seriousViolations(page)).toEqual([]);

  await added.getByRole('button', { name: 'Decide: Open a Phoenix depot?' }).click();
  const decide = section.getByRole('form', { name: 'Decide: Open a Phoenix depot?' });
  await decide.getByRole('textbox', { name: 'Choice' }).fill('Lease');
  await decide.getByRole('button', { name: 'Record Decision' }).click();
  await expect(decide.getByText('Rationale is required')).toBeVisible();
  await decide.getByRole('textbox', { name: 'Rationale' }).fill('Faster to open, no capital outlay.');
  await decide.getByRole('button', { name: 'Record Decision' }).click();
  await expect(toast(page, 'Decision Recorded')).toBeVisible();

  const first = section.getByTestId('decision').first();
  const firstTitle = (await first.locator('p').first().textContent()) ?? '';
  await first.getByRole('button', { name: /^Defer:/ }).click();
  await section.getByLabel('New due date').fill(localDay(later));
  await section.getByRole('button', { name: 'Defer', exact: true }).click();
  await expect(toast(page, 'Decision Deferred')).toBeVisible();

  await page.reload();
  await expect(section.getByTestId('decided').filter({ hasText: 'Open a Phoenix depot?' })).toContainText('Decided: Lease');
  await expect(section.getByTestId('decision').filter({ hasText: 'Open a Phoenix depot?' })).toHaveCount(0);
  await expect(section.getByTestId('decision').last()).toContainText(firstTitle);
  const stored = await getJson<{ title: string; dueBy: string }[]>(context.request, `/api/executive/${executiveId}/decisions`);
  expect(stored.find((d) => d.title === firstTitle)?.dueBy).toBe(localDay(later));
});
