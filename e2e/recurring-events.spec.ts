// Recurring events against the production builds, for an executive in New York using a
// browser set to Tokyo: Calendar View's "New event" makes a weekly series with a reminder; moving one
// occurrence on the Time Blocks timeline asks "This event" or "All events" (all: the whole series
// moves); in the calendar one occurrence is deleted and another moved through Edit → This event; the
// day lists show what is left at the right wall-clock times, and the exported .ics carries the series
// (RRULE), the deleted one (EXDATE) and the moved one (RECURRENCE-ID). axe over both dialogs.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccountContext, toast, todayIn } from './support/app';
import { seriousViolations } from './support/axe';

const ZONE = 'America/New_York';
test.use({ timezoneId: 'Asia/Tokyo', viewport: { width: 1440, height: 900 } });

type Stored = { id: number; title: string; startTime: string; endTime: string; occurrenceStart?: string | null; reminderMinutes?: number | null };
const TITLE = 'Weekly review';
const pad = (n: number) => String(n).padStart(2, '0');

/** The first four Mondays of next month (in the executive's zone): all inside that month. */
function nextMonthMondays(today: string): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  const first = new Date(Date.UTC(year, month - 1, 1));
  const offset = (8 - first.getUTCDay()) % 7;
  return [0, 7, 14, 21].map((d) => `${year}-${pad(month)}-${pad(1 + offset + d)}`);
}

const cell = (page: Page, date: string) => page.locator(`[data-testid="day-cell"][data-date="${date}"]`);
const dayItem = (page: Page, title: string) => page.getByTestId('day-detail').getByTestId('day-item').filter({ hasText: title });

async function openDay(page: Page, date: string): Promise<Locator> {
  await cell(page, date).click();
  const detail = page.getByTestId('day-detail');
  await expect(detail).toBeVisible();
  return detail;
}

test('a weekly series: created in the form, moved for all events, one deleted, one moved alone, exported', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { executiveId } = await newAccountContext(context, 'series', ZONE);
  const base = `/api/executive/${executiveId}`;
  const mondays = nextMonthMondays(todayIn(ZONE));
  const [first, second, third, fourth] = mondays as [string, string, string, string];
  const stored = async () => {
    const response = await context.request.get(`${base}/calendar-events?from=${first}&to=${fourth}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as Stored[]).filter((e) => e.title.startsWith(TITLE));
  };

  // New event: weekly on Monday, 4 times, 07:00-07:30, reminder 10 minutes before.
  await page.goto('/dashboard/calendar');
  await expect(page.getByTestId('month-grid')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'New event' }).click();
  const form = page.getByRole('dialog', { name: 'New event' });
  await form.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await form.getByLabel('Date', { exact: true }).fill(first);
  await form.getByLabel('Start', { exact: true }).fill('07:00');
  await form.getByLabel('End', { exact: true }).fill('07:30');
  await form.getByRole('combobox', { name: 'Repeat' }).selectOption('weekly');
  await expect(form.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  await form.getByRole('combobox', { name: 'Ends' }).selectOption('count');
  await form.getByRole('textbox', { name: 'Number of times' }).fill('4');
  await form.getByRole('combobox', { name: 'Reminder' }).selectOption({ label: '10 minutes before' });
  expect(await seriousViolations(page, '[data-testid="event-form-dialog"]')).toEqual([]);
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(toast(page, 'Event Added')).toContainText(TITLE);
  await expect(form).toBeHidden();
  for (const monday of [first, fourth]) {
    await openDay(page, monday);
    await expect(dayItem(page, TITLE)).toContainText('7:00 AM');
  }
  const created = await stored();
  expect(created.map((e) => e.startTime)).toEqual(mondays.map((d) => `${d}T07:00:00`));
  expect(created.every((e) => e.reminderMinutes === 10)).toBe(true);

  // The Time Blocks timeline on the first Monday: a keyboard move of an hour asks; All events moves the series.
  await page.goto('/dashboard/time-blocks');
  const section = page.getByRole('region', { name: 'Time Blocks' });
  await section.getByLabel('Date', { exact: true }).fill(first);
  const timeline = section.getByTestId('day-timeline');
  const handle = timeline.locator(`li[data-kind="event"][data-title="${TITLE}"]`).getByTestId('timeline-event');
  await expect(handle).toBeVisible({ timeout: 20_000 });
  await handle.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const scope = page.getByRole('alertdialog', { name: 'Move a repeating event' });
  await expect(scope).toContainText(`"${TITLE}" repeats.`);
  expect(await seriousViolations(page, '[data-testid="move-scope-dialog"]')).toEqual([]);
  await scope.getByRole('button', { name: 'All events' }).click();
  const overlap = page.getByRole('alertdialog').filter({ hasText: 'Move anyway?' });
  await expect(toast(page, 'All Events Moved').or(overlap).first()).toBeVisible();
  if (await overlap.isVisible()) await overlap.getByRole('button', { name: 'Move anyway' }).click();
  await expect(toast(page, 'All Events Moved')).toBeVisible();
  await expect.poll(async () => (await stored()).map((e) => e.startTime)).toEqual(mondays.map((d) => `${d}T08:00:00`));

  // Calendar View: delete the second Monday's (This event), move the third's alone to 11:00 through Edit.
  await page.goto('/dashboard/calendar');
  await expect(page.getByTestId('month-grid')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Next month' }).click();
  await openDay(page, second);
  await dayItem(page, TITLE)
    .getByRole('button', { name: `Delete: ${TITLE}` })
    .click();
  await page
    .getByRole('group', { name: `Delete which events: ${TITLE}` })
    .getByRole('button', { name: 'This event' })
    .click();
  await expect(toast(page, 'Event Deleted')).toBeVisible();
  await expect(dayItem(page, TITLE)).toHaveCount(0);

  await openDay(page, third);
  await dayItem(page, TITLE)
    .getByRole('button', { name: `Edit: ${TITLE}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);
  await expect(edit.getByRole('radio', { name: 'This event' })).toBeChecked();
  await expect(edit.getByTestId('series-summary')).toContainText('Repeats weekly on Monday, 4 times. Reminder: 10 minutes before.');
  await edit.getByLabel('Start', { exact: true }).fill('11:00');
  await edit.getByLabel('End', { exact: true }).fill('11:30');
  expect(await seriousViolations(page, '[data-testid="event-form-dialog"]')).toEqual([]);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Event Updated')).toBeVisible();
  await expect(dayItem(page, TITLE)).toContainText('11:00 AM');
  for (const monday of [first, fourth]) {
    await openDay(page, monday);
    await expect(dayItem(page, TITLE)).toContainText('8:00 AM');
  }
  expect((await stored()).map((e) => e.startTime)).toEqual([`${first}T08:00:00`, `${third}T11:00:00`, `${fourth}T08:00:00`]);

  // The exported file: the series with its rule, the deleted Monday as an exception, the moved one as an override.
  const href = await page.getByRole('link', { name: 'Export .ics' }).getAttribute('href');
  const ics = await (await context.request.get(href ?? '')).text();
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const compact = (date: string, time: string) => `${date.replace(/-/g, '')}T${time}`;
  expect(unfolded).toMatch(/RRULE:FREQ=WEEKLY;[^\r\n]*COUNT=4/);
  expect(unfolded).toMatch(new RegExp(`EXDATE[^:\\r\\n]*:${compact(second, '080000')}`));
  expect(unfolded).toMatch(new RegExp(`RECURRENCE-ID[^:\\r\\n]*:${compact(third, '080000')}`));
  expect(unfolded).toMatch(new RegExp(`DTSTART[^:\\r\\n]*:${compact(third, '110000')}`));
  expect(unfolded).toContain('America/New_York');
});
