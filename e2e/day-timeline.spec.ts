// The day timeline in Time Blocks against the production builds: an applied block shows
// on the timeline as an event; it moves by keyboard (ArrowDown x4, Enter) and by mouse drag, each
// move saved (seen after a reload, in the page and through the API); a move over a meeting asks
// first and Cancel keeps the old time; an event is deleted from the timeline; axe finds nothing serious.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { newAccountContext, toast } from './support/app';
import { seriousViolations } from './support/axe';
import { hhmm, localDay, pad, planningDay } from './support/planning-day';
import { repoRoot } from './support/servers';

test.beforeAll(() => {
  if (!existsSync(path.join(repoRoot, 'mf-planning', 'dist', 'mf-manifest.json'))) throw new Error('mf-planning is not built: cd mf-planning && npm run build');
});
test.use({ viewport: { width: 1440, height: 900 } });

type Timed = { id: number; title: string; startTime: string; endTime: string };
type Block = { id: string; title: string; startTime: string; endTime: string };

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
/** "9:00 AM" as the timeline writes it. */
const spoken = (minutes: number) => `${Math.floor(minutes / 60) % 12 || 12}:${pad(minutes % 60)} ${minutes < 720 ? 'AM' : 'PM'}`;

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** Time Blocks on `day`, its timeline loaded. */
async function openTimeline(page: Page, day: string): Promise<{ section: Locator; timeline: Locator }> {
  const section = page.getByRole('region', { name: 'Time Blocks' });
  await section.getByLabel('Date').fill(day);
  const timeline = section.getByTestId('day-timeline');
  await expect(timeline.getByTestId('timeline-canvas')).toBeVisible({ timeout: 20_000 });
  return { section, timeline };
}

/** An item by kind and exact title (its text also names what it conflicts with). */
const itemOn = (timeline: Locator, kind: 'event' | 'meeting' | 'suggested', title: string) =>
  timeline.locator(`li[data-kind="${kind}"][data-title="${title.replace(/["\\]/g, '\\$&')}"]`);
const eventOn = (timeline: Locator, title: string) => itemOn(timeline, 'event', title);
/** An accessible name as Chromium computes it from the item's text: a space may come before punctuation. */
const nameLike = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/(\\?[,.:])/g, '\\s?$1')}`);

test('an applied block is on the timeline and moves by keyboard and by drag, saved across a reload', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'timeline');
  const day = planningDay();
  const base = `/api/executive/${executiveId}`;
  const meetings = await getJson<Timed[]>(context.request, `${base}/meetings?from=${day}&to=${day}`);
  // What a move may land on: the day's meetings and the events already there (the applied block comes later).
  const scheduled = [...meetings, ...(await getJson<Timed[]>(context.request, `${base}/calendar-events?from=${day}&to=${day}`))];
  const overScheduled = (start: number, end: number) => scheduled.some((m) => minutesOf(hhmm(m.startTime)) < end && start < minutesOf(hhmm(m.endTime)));
  const { suggestedBlocks } = await getJson<{ suggestedBlocks: Block[] }>(context.request, `${base}/time-block-suggestions?date=${day}`);
  const first = suggestedBlocks[0];
  if (!first) throw new Error('no suggested block');

  await page.goto('/dashboard/time-blocks');
  const { section, timeline } = await openTimeline(page, day);
  await expect(timeline.getByRole('heading')).toContainText('Day timeline');
  for (const m of meetings) await expect(itemOn(timeline, 'meeting', m.title)).toHaveAttribute('data-start', hhmm(m.startTime));
  await expect(itemOn(timeline, 'suggested', first.title)).toHaveAttribute('data-start', first.startTime);
  await expect(timeline.getByTestId('working-hours')).toBeAttached();
  const now = new Date();
  if (day === localDay(now) && now.getHours() >= 7 && now.getHours() < 20) await expect(timeline.getByTestId('now-line')).toBeVisible();

  // Apply: the dashed suggestion becomes a movable event at the block's time.
  await section.getByTestId('time-block').first().getByRole('button', { name: 'Apply Block' }).click();
  await expect(toast(page, 'Time Block Added')).toBeVisible();
  const event = eventOn(timeline, first.title);
  await expect(event).toHaveAttribute('data-start', first.startTime);
  await expect(itemOn(timeline, 'suggested', first.title)).toHaveCount(0);
  const handle = event.getByTestId('timeline-event');
  const start = minutesOf(first.startTime);
  const duration = minutesOf(first.endTime) - start;
  await expect(handle).toHaveAccessibleName(
    nameLike(`${first.title}, ${spoken(start)} to ${spoken(start + duration)}. Press arrow keys to move, Enter to save, Escape to cancel`),
  );
  const stored = await getJson<Timed[]>(context.request, `${base}/calendar-events?from=${day}&to=${day}`);
  const eventId = stored.find((e) => e.title === first.title)?.id;
  expect(eventId, JSON.stringify(stored)).toBeDefined();
  const storedStart = async () =>
    (await getJson<Timed[]>(context.request, `${base}/calendar-events?from=${day}&to=${day}`)).find((e) => e.id === eventId)?.startTime;
  expect(await seriousViolations(page)).toEqual([]);

  /** Saves the move in progress, answering the overlap question when the new time is over a meeting or another event. */
  const expectSaved = async (to: number) => {
    if (overScheduled(to, to + duration)) {
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Move anyway?');
      await dialog.getByRole('button', { name: 'Move anyway' }).click();
    }
    await expect(toast(page, 'Event Moved')).toContainText(`${first.title}: ${spoken(to)} to ${spoken(to + duration)}`);
    await expect.poll(storedStart).toBe(`${day}T${clockOf(to)}:00`);
    expect((await getJson<Timed[]>(context.request, `${base}/calendar-events?from=${day}&to=${day}`)).find((e) => e.id === eventId)?.endTime).toBe(
      `${day}T${clockOf(to + duration)}:00`,
    );
    await page.reload();
    const reopened = await openTimeline(page, day);
    await expect(eventOn(reopened.timeline, first.title)).toHaveAttribute('data-start', clockOf(to));
  };

  // Keyboard: four quarter-hour steps down (an hour for a block on the quarter grid), Enter saves.
  const byKeys = Math.floor(start / 15) * 15 + 15 + 45;
  await handle.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await expect(timeline.getByTestId('timeline-announcer')).toHaveText(
    `Proposed time for ${first.title}: ${spoken(byKeys)} to ${spoken(byKeys + duration)}. Enter to save, Escape to cancel.`,
  );
  await expect(event).toHaveAttribute('data-start', clockOf(byKeys));
  await page.keyboard.press('Enter');
  await expectSaved(byKeys);

  // Drag: one hour down with the mouse (steps pass the activation distance), the proposed time shown while dragging.
  const canvas = timeline.getByTestId('timeline-canvas');
  const pxPerHour = Number(await canvas.getAttribute('data-px-per-hour'));
  const dragged = eventOn(timeline, first.title).getByTestId('timeline-event');
  await dragged.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await dragged.boundingBox();
  if (!box) throw new Error('no box');
  const x = box.x + 16;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + pxPerHour, { steps: 12 });
  const byDrag = byKeys + 60;
  await expect(dragged.getByTestId('timeline-item-time')).toHaveText(`${spoken(byDrag)} to ${spoken(byDrag + duration)}`);
  await page.mouse.up();
  await expectSaved(byDrag);
});

test('a move over a meeting asks first (Cancel keeps the time); an event is deleted from the timeline', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'timeline-meeting');
  const day = planningDay();
  const base = `/api/executive/${executiveId}`;
  const meetings = await getJson<Timed[]>(context.request, `${base}/meetings?from=${day}&to=${day}`);
  const meeting = meetings[0];
  if (!meeting) throw new Error(`no meeting on ${day}`);
  // A 30-minute event an hour before the meeting: four steps down land on the meeting's start.
  const at = minutesOf(hhmm(meeting.startTime)) - 60;
  const title = 'Timeline test: prepare notes';
  const created = await context.request.post(`${base}/calendar-events`, {
    data: { title, startTime: `${day}T${clockOf(at)}:00`, endTime: `${day}T${clockOf(at + 30)}:00`, type: 'focus', priority: 'medium' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/dashboard/time-blocks');
  const { timeline } = await openTimeline(page, day);
  const event = eventOn(timeline, title);
  await expect(event).toHaveAttribute('data-start', clockOf(at));
  await event.getByTestId('timeline-event').focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  // Over the meeting: both marked as a conflict, in words too.
  await expect(event).toHaveAttribute('data-conflict', 'true');
  await expect(event.getByTestId('timeline-event')).toHaveAccessibleName(
    nameLike(`Conflict: ${title}, ${spoken(at + 60)} to ${spoken(at + 90)}, conflicts with ${meeting.title}`),
  );
  await expect(itemOn(timeline, 'meeting', meeting.title)).toHaveAttribute('data-conflict', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`This time overlaps ${meeting.title}`);
  await expect(dialog).toContainText('Move anyway?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(event).toHaveAttribute('data-start', clockOf(at));
  await expect(timeline.getByTestId('timeline-announcer')).toContainText(`Move cancelled. ${title} stays at ${spoken(at)}`);
  const stored = await getJson<Timed[]>(context.request, `${base}/calendar-events?from=${day}&to=${day}`);
  expect(stored.find((e) => e.title === title)?.startTime).toBe(`${day}T${clockOf(at)}:00`);

  // Escape cancels a keyboard move without saving anything.
  await event.getByTestId('timeline-event').focus();
  await page.keyboard.press('ArrowUp');
  await expect(event).toHaveAttribute('data-start', clockOf(at - 15));
  await page.keyboard.press('Escape');
  await expect(event).toHaveAttribute('data-start', clockOf(at));

  // Delete from the timeline.
  await timeline.getByRole('button', { name: `Delete: ${title}` }).click();
  await expect(toast(page, 'Event Deleted')).toContainText(title);
  await expect(event).toHaveCount(0);
  const left = await getJson<Timed[]>(context.request, `${base}/calendar-events?from=${day}&to=${day}`);
  expect(left.map((e) => e.title)).not.toContain(title);
});

test('a failed move puts the event back; the timeline has error (Retry) and empty states', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'timeline-states');
  const day = planningDay();
  const base = `/api/executive/${executiveId}`;
  const title = 'Timeline test: quiet hour';
  const created = await context.request.post(`${base}/calendar-events`, {
    data: { title, startTime: `${day}T19:00:00`, endTime: `${day}T19:30:00`, type: 'focus', priority: 'low' },
  });
  expect(created.status()).toBe(201);
  await page.route('**/calendar-events/*', (route) => (route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));

  await page.goto('/dashboard/time-blocks');
  const { section, timeline } = await openTimeline(page, day);
  const event = eventOn(timeline, title);
  await event.getByTestId('timeline-event').focus();
  await page.keyboard.press('ArrowDown');
  await expect(event).toHaveAttribute('data-start', '19:15');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Error')).toBeVisible();
  await expect(event).toHaveAttribute('data-start', '19:00');
  await expect(timeline.getByTestId('timeline-announcer')).toHaveText(`${title} stays at ${spoken(19 * 60)} to ${spoken(19 * 60 + 30)}.`);

  // A day far ahead: nothing scheduled, no suggestions (their request fails); first the meetings fail too.
  const far = new Date();
  far.setDate(far.getDate() + 90);
  await page.route('**/time-block-suggestions**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.route('**/meetings?**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await section.getByLabel('Date').fill(localDay(far));
  await expect(timeline.getByText('Failed to load the day timeline')).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/meetings?**');
  await timeline.getByRole('button', { name: 'Retry' }).click();
  await expect(timeline.getByText('Nothing scheduled on this day')).toBeVisible();
});
