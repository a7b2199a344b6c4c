// The day timeline with crowded items: events that overlap or last 30 minutes or less keep
// every control reachable and apart (the Delete of a crowded event is in its detail, shown on focus
// or hover) and every label readable (the title first, the full detail on focus); moving an event
// onto another event asks first, as a move over a meeting does.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { newAccountContext, toast } from './support/app';
import { seriousViolations } from './support/axe';
import { localDay } from './support/planning-day';
import { repoRoot } from './support/servers';

test.beforeAll(() => {
  if (!existsSync(path.join(repoRoot, 'mf-planning', 'dist', 'mf-manifest.json'))) throw new Error('mf-planning is not built: cd mf-planning && npm run build');
});
test.use({ viewport: { width: 1440, height: 900 } });

type Timed = { id: number; title: string; startTime: string; endTime: string };
const CHECK_IN = 'Crowd: check-in with finance';
const REVIEW = 'Crowd: review the hiring plan';
const PLANNING = 'Crowd: planning';
const STRATEGY = 'Roomy: strategy';

async function events(request: APIRequestContext, base: string, day: string): Promise<Timed[]> {
  const response = await request.get(`${base}/calendar-events?from=${day}&to=${day}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Timed[];
}

const eventOn = (timeline: Locator, title: string) => timeline.locator(`li[data-kind="event"][data-title="${title}"]`);
const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('crowded events keep controls apart and labels readable; moving onto another event asks first', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'timeline-crowded');
  const base = `/api/executive/${executiveId}`;
  const far = new Date();
  far.setDate(far.getDate() + 45);
  const day = localDay(far);
  // Evening, outside working hours: no suggested blocks there. Two short events side by side, one an hour long
  // overlapping the second, and a roomy one later.
  for (const [title, from, to] of [
    [CHECK_IN, '18:30', '18:45'],
    [REVIEW, '18:30', '19:00'],
    [PLANNING, '18:45', '19:45'],
    [STRATEGY, '20:00', '21:00'],
  ]) {
    const created = await context.request.post(`${base}/calendar-events`, {
      data: { title, startTime: `${day}T${from}:00`, endTime: `${day}T${to}:00`, type: 'focus', priority: 'medium' },
    });
    expect(created.status()).toBe(201);
  }

  await page.goto('/dashboard/time-blocks');
  const section = page.getByRole('region', { name: 'Time Blocks' });
  await section.getByLabel('Date').fill(day);
  const timeline = section.getByTestId('day-timeline');
  const canvas = timeline.getByTestId('timeline-canvas');
  await expect(eventOn(timeline, PLANNING)).toBeVisible({ timeout: 20_000 });

  // No control overlaps another.
  const boxes = [];
  for (const button of await canvas.locator('button').all())
    if (await button.isVisible()) boxes.push({ name: await button.getAttribute('aria-label'), box: await button.boundingBox() });
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      if (a.box && b.box) expect(intersects(a.box, b.box), `${a.name ?? ''} overlaps ${b.name ?? ''}`).toBe(false);
    }
  }

  // Each crowded event's title is what shows first, inside its box, never squeezed out.
  for (const title of [CHECK_IN, REVIEW, PLANNING]) {
    const item = eventOn(timeline, title);
    const shown = item.getByTestId('timeline-item-title');
    await expect(shown).toHaveText(title);
    const [itemBox, titleBox] = [await item.boundingBox(), await shown.boundingBox()];
    if (!itemBox || !titleBox) throw new Error(`no box for ${title}`);
    // The part of the title inside the item's box (the rest is cut with an ellipsis).
    const visible = Math.min(titleBox.x + titleBox.width, itemBox.x + itemBox.width) - Math.max(titleBox.x, itemBox.x);
    expect(visible, title).toBeGreaterThan(Math.min(60, itemBox.width - 24));
  }

  // Focus shows the whole detail beside the item, its Delete one Tab away.
  const checkIn = eventOn(timeline, CHECK_IN);
  await checkIn.getByTestId('timeline-event').focus();
  const detail = checkIn.getByTestId('timeline-item-detail');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(CHECK_IN);
  await expect(detail).toContainText('6:30 PM to 6:45 PM');
  await expect(detail).toContainText(`Conflicts with ${REVIEW}`);
  const [handleBox, detailBox] = [await checkIn.getByTestId('timeline-event').boundingBox(), await detail.boundingBox()];
  if (handleBox && detailBox) expect(intersects(handleBox, detailBox)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await checkIn.getByTestId('timeline-event').blur();
  await checkIn.getByTestId('timeline-event').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Delete: ${CHECK_IN}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Event Deleted')).toContainText(CHECK_IN);
  await expect(checkIn).toHaveCount(0);

  // Moving the roomy event onto Crowd: planning asks first; Cancel keeps it, Move anyway saves it.
  const strategy = eventOn(timeline, STRATEGY);
  await expect(strategy).toHaveAttribute('data-start', '20:00');
  const move = async () => {
    await strategy.getByTestId('timeline-event').focus();
    await page.keyboard.press('PageUp');
    await expect(strategy).toHaveAttribute('data-start', '19:00');
    await page.keyboard.press('Enter');
  };
  await move();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`This time overlaps ${PLANNING}. Move anyway?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(strategy).toHaveAttribute('data-start', '20:00');
  expect((await events(context.request, base, day)).find((e) => e.title === STRATEGY)?.startTime).toBe(`${day}T20:00:00`);
  await move();
  await dialog.getByRole('button', { name: 'Move anyway' }).click();
  await expect(toast(page, 'Event Moved')).toContainText(`${STRATEGY}: 7:00 PM to 8:00 PM`);
  await expect.poll(async () => (await events(context.request, base, day)).find((e) => e.title === STRATEGY)?.startTime).toBe(`${day}T19:00:00`);
});
