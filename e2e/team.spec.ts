// Team Management (mf_team) against the production builds: selection kept in the URL, coaching notes
// saved, a voice log converted into a Daily Brief priority, a typed voice log added, a follow-up
// scheduled into the calendar, meeting notes saved, and no serious axe violations.
import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newAccountContext, toast } from './support/app';
import { repoRoot } from './support/servers';

test.beforeAll(() => {
  if (!existsSync(path.join(repoRoot, 'mf-team', 'dist', 'mf-manifest.json'))) throw new Error('mf-team is not built: cd mf-team && npm run build');
});
test.use({ viewport: { width: 1440, height: 900 } });

const SARAH = 'Sarah Chen';
const detail = (page: Page) => page.getByTestId('report-detail');

async function openReport(page: Page, name: string) {
  await page.goto(`/dashboard/team?report=${encodeURIComponent(name)}`);
  await expect(detail(page).getByRole('heading', { name, level: 3 })).toBeVisible({ timeout: 30_000 });
}

test('a report selected by keyboard is in the URL and survives a reload', async ({ page, context }) => {
  await newAccountContext(context, 'team-select');
  await page.goto('/dashboard/team');
  const reports = page.getByTestId('team-report');
  await expect(reports.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('team-count').first()).toContainText('Direct Reports');
  const marcus = reports.filter({ hasText: 'Marcus Johnson' });
  await marcus.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?report=Marcus(\+|%20)Johnson$/);
  await expect(detail(page).getByRole('heading', { name: 'Marcus Johnson', level: 3 })).toBeVisible();
  await expect(marcus).toHaveAttribute('aria-current', 'true');
  await page.reload();
  await expect(detail(page).getByRole('heading', { name: 'Marcus Johnson', level: 3 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('team-report').filter({ hasText: 'Marcus Johnson' })).toHaveAttribute('aria-current', 'true');
  for (const title of [
    'Development Focus',
    'Linked Strategic Goals',
    'Next Meeting Preparation',
    'Recent Coaching Notes',
    'Recommended Actions',
    'Voice Logs & Transcriptions',
    'Add Coaching Note',
  ]) {
    await expect(detail(page).getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
});

test('a coaching note is saved, shown first, and still there after a reload', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'team-note');
  await openReport(page, SARAH);
  const addNote = detail(page).getByRole('button', { name: 'Add Note' });
  await expect(addNote).toBeDisabled();
  await detail(page).getByRole('textbox', { name: 'Note' }).fill('   ');
  await expect(addNote).toBeDisabled();
  const text = `Strong carrier negotiation prep ${Date.now()}`;
  await detail(page).getByRole('combobox', { name: 'Category' }).selectOption('Feedback');
  await detail(page).getByRole('textbox', { name: 'Note' }).fill(text);
  await addNote.click();
  await expect(page.getByTestId('coaching-note').first()).toContainText(text);
  await expect(page.getByTestId('coaching-note').first()).toContainText('Feedback');
  await expect(detail(page).getByRole('textbox', { name: 'Note' })).toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('coaching-note').first()).toContainText(text, { timeout: 30_000 });
  const team = (await (await page.request.get(`/api/executive/${executiveId}/team`)).json()) as {
    name: string;
    notes: { content: string; category: string }[];
  }[];
  expect(team.find((r) => r.name === SARAH)?.notes[0]).toMatchObject({ content: text, category: 'Feedback' });
});

test('a typed voice log is added, and converting it creates a task in the Daily Brief', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'team-voice');
  await openReport(page, SARAH);
  const words = `Sarah takes over the Q3 vendor review ${Date.now()}.`;
  await detail(page).getByRole('textbox', { name: 'New voice log (transcription)' }).fill(words);
  await detail(page).getByRole('textbox', { name: 'Tags (comma-separated)' }).fill('delegation, vendors');
  await detail(page).getByRole('button', { name: 'Add Voice Log' }).click();
  const log = page.getByTestId('voice-log').filter({ hasText: words });
  await expect(log).toBeVisible();
  await expect(log).toContainText('vendors');

  await log.getByRole('button', { name: 'Convert to Action' }).click();
  await expect(toast(page, 'Voice Log Processed')).toBeVisible();
  await expect(log.getByText('Converted to action')).toBeVisible();
  await expect(log.getByRole('button', { name: 'Convert to Action' })).toHaveCount(0);

  const task = `${SARAH}: ${words}`;
  const priorities = (await (await page.request.get(`/api/executive/${executiveId}/priorities`)).json()) as { task: string; completed: boolean }[];
  expect(priorities.filter((p) => p.task === task)).toEqual([expect.objectContaining({ completed: false })]);
  await page.goto('/dashboard/daily-brief');
  await expect(page.getByTestId('brief-priority').filter({ hasText: task })).toBeVisible({ timeout: 30_000 });
});

test('Schedule Follow-up puts a 1:1 in the calendar and it becomes the next meeting; meeting notes are saved', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'team-follow-up');
  type Report = { name: string; next_meeting: string | null };
  const priyaNow = async () =>
    ((await (await page.request.get(`/api/executive/${executiveId}/team`)).json()) as Report[]).find((r) => r.name === 'Priya Patel');
  const before = await priyaNow();
  await openReport(page, 'Priya Patel');
  await detail(page).getByRole('button', { name: 'Schedule Follow-up' }).click();
  const form = detail(page).getByRole('form', { name: 'Schedule a follow-up with Priya Patel' });
  const date = form.getByLabel('Date');
  await expect(date).not.toHaveValue('', { timeout: 30_000 });
  // Edit the suggested slot: a later start, then save.
  await form.getByLabel('Start').fill('16:00');
  await form.getByLabel('End').fill('16:45');
  const day = await date.inputValue();
  await form.getByRole('button', { name: 'Save Follow-up' }).click();
  await expect(toast(page, 'Follow-up Scheduled')).toBeVisible();

  const calendar = (await (await page.request.get(`/api/executive/${executiveId}/calendar?from=${day}&to=${day}`)).json()) as {
    items: { title: string; date: string; time: string | null }[];
  };
  expect(calendar.items).toContainEqual(expect.objectContaining({ title: '1:1 with Priya Patel', date: day, time: '16:00' }));
  const events = (await (await page.request.get(`/api/executive/${executiveId}/calendar-events?from=${day}&to=${day}`)).json()) as {
    title: string;
    startTime: string;
    endTime: string;
  }[];
  expect(events).toContainEqual(expect.objectContaining({ title: '1:1 with Priya Patel', startTime: `${day}T16:00:00`, endTime: `${day}T16:45:00` }));
  // The next meeting is the sooner of the one she had (the fresh sample's is ahead) and the new one.
  const start = `${day}T16:00:00`;
  const previous = before?.next_meeting ?? null;
  const expected = previous && previous < start ? previous : start;
  expect((await priyaNow())?.next_meeting).toBe(expected);
  if (expected === start) await expect(detail(page).getByTestId('next-meeting')).not.toContainText('No meeting scheduled');

  await detail(page).getByRole('button', { name: 'Add Meeting Notes' }).click();
  const notes = `Agenda: hiring plan ${Date.now()}`;
  await detail(page)
    .getByRole('textbox', { name: /^Notes for the meeting on/ })
    .fill(notes);
  await detail(page).getByRole('button', { name: 'Save Notes' }).click();
  await expect(page.getByTestId('meeting-note').filter({ hasText: notes })).toBeVisible();
  await page.reload();
  await detail(page).getByRole('button', { name: 'Add Meeting Notes' }).click({ timeout: 30_000 });
  await expect(page.getByTestId('meeting-note').filter({ hasText: notes })).toBeVisible();
  const stored = (await (await page.request.get(`/api/executive/${executiveId}/team/Priya%20Patel/meeting-notes`)).json()) as { content: string }[];
  expect(stored.map((n) => n.content)).toContain(notes);
});

test('saved meeting notes stay in the detail: with the form closed, after a reload and after Complete 1:1', async ({ page, context }) => {
  await newAccountContext(context, 'team-meeting-notes');
  await openReport(page, 'Marcus Johnson');
  const card = detail(page).getByRole('region', { name: 'Meeting Notes', exact: true });
  await expect(card).toContainText('No meeting notes yet');
  const addNotes = detail(page).getByRole('button', { name: 'Add Meeting Notes' });
  await addNotes.click();
  const note = `Renewal risks ${Date.now()}`;
  await detail(page)
    .getByRole('textbox', { name: /^Notes for the meeting on/ })
    .fill(note);
  await detail(page).getByRole('button', { name: 'Save Notes' }).click();
  await expect(toast(page, 'Meeting Notes Saved')).toBeVisible();
  await addNotes.click();
  await expect(detail(page).getByRole('textbox', { name: /^Notes for the meeting on/ })).toHaveCount(0);
  await expect(card.getByTestId('meeting-note').filter({ hasText: note })).toBeVisible();

  await page.reload();
  await expect(card.getByTestId('meeting-note').filter({ hasText: note })).toBeVisible({ timeout: 30_000 });
  await expect(addNotes).toHaveAttribute('aria-expanded', 'false');

  // The meeting is held: its notes stay, under that (now past) meeting.
  await detail(page).getByRole('button', { name: 'Complete 1:1' }).click();
  await expect(toast(page, '1:1 Completed')).toBeVisible();
  const group = card.getByTestId('meeting-notes-group').filter({ hasText: note });
  await expect(group).toHaveCount(1);
  await expect(group.getByRole('heading', { level: 4 })).toHaveText(/^Meeting on /);
  await page.reload();
  await expect(card.getByTestId('meeting-note').filter({ hasText: note })).toBeVisible({ timeout: 30_000 });
});

test('the team section has no serious or critical axe violations', async ({ page, context }) => {
  await newAccountContext(context, 'team-axe');
  await openReport(page, SARAH);
  await expect(page.getByTestId('voice-log').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).include('main').analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

test('talking points: add, reorder, check one off, and the unchecked one carries over to the next meeting', async ({ page, context }) => {
  await newAccountContext(context, 'team-agenda');
  await openReport(page, 'Marcus Johnson');
  const points = page.getByTestId('talking-point');
  for (const text of ['Escalation playbook', 'Renewal forecast']) {
    await detail(page).getByRole('textbox', { name: 'New talking point' }).fill(text);
    await detail(page).getByRole('button', { name: 'Add Point' }).click();
    await expect(points.filter({ hasText: text })).toBeVisible();
  }
  await detail(page).getByRole('button', { name: 'Move "Renewal forecast" up' }).click();
  await expect(points.first()).toContainText('Renewal forecast');
  await detail(page).getByRole('checkbox', { name: 'Escalation playbook' }).check();
  await expect(points.filter({ hasText: 'Escalation playbook' })).toHaveAttribute('data-done', 'true');

  // A follow-up a week out, then this 1:1 is held.
  await detail(page).getByRole('button', { name: 'Schedule Follow-up' }).click();
  const form = detail(page).getByRole('form', { name: 'Schedule a follow-up with Marcus Johnson' });
  await expect(form.getByLabel('Date')).not.toHaveValue('', { timeout: 30_000 });
  const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await form.getByLabel('Date').fill(`${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}`);
  await form.getByRole('button', { name: 'Save Follow-up' }).click();
  await expect(toast(page, 'Follow-up Scheduled')).toBeVisible();
  await detail(page).getByRole('button', { name: 'Complete 1:1' }).click();
  await expect(toast(page, '1:1 Completed')).toBeVisible();

  await expect(points).toHaveCount(1);
  await expect(points.first()).toContainText('Renewal forecast');
  await expect(points.first()).toContainText('Carried over from');
  await page.reload();
  await expect(page.getByTestId('talking-point')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('talking-point').first()).toContainText('Carried over from');
});

test('action items: mine becomes a Daily Brief priority, open ones are counted on the report', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'team-actions');
  await openReport(page, SARAH);
  const text = `Send Sarah the Dallas budget ${Date.now()}`;
  await detail(page).getByRole('textbox', { name: 'New action item' }).fill(text);
  await detail(page).getByRole('button', { name: 'Add Action Item' }).click();
  await expect(toast(page, 'Action Item Added')).toBeVisible();
  await detail(page).getByRole('textbox', { name: 'New action item' }).fill('Draft the carrier plan');
  await detail(page).getByRole('combobox', { name: 'Owner' }).selectOption('report');
  await detail(page).getByRole('button', { name: 'Add Action Item' }).click();
  await expect(page.getByTestId('action-item')).toHaveCount(2);
  await expect(page.getByTestId('open-action-items')).toHaveText('2 open action items');
  await detail(page).getByRole('checkbox', { name: 'Draft the carrier plan' }).check();
  await expect(page.getByTestId('open-action-items')).toHaveText('1 open action item');

  const priorities = (await (await page.request.get(`/api/executive/${executiveId}/priorities`)).json()) as { task: string }[];
  expect(priorities.map((p) => p.task)).toContain(text);
  expect(priorities.map((p) => p.task)).not.toContain('Draft the carrier plan');
  await page.goto('/dashboard/daily-brief');
  await expect(page.getByTestId('brief-priority').filter({ hasText: text })).toBeVisible({ timeout: 30_000 });
});

test("each report's card in the team list counts its open action items, and follows a check-off", async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'team-card-actions');
  for (const text of ['Renewal forecast', 'Escalation playbook']) {
    const added = await page.request.post(`/api/executive/${executiveId}/team/Marcus%20Johnson/action-items`, {
      data: { text, owner: 'report', due_date: '2030-01-15' },
    });
    expect(added.status()).toBe(201);
  }
  await page.goto('/dashboard/team');
  const card = (name: string) => page.getByTestId('team-report').filter({ hasText: name }).getByTestId('report-open-action-items');
  await expect(card('Marcus Johnson')).toHaveText('2 open action items', { timeout: 30_000 });
  await expect(card(SARAH)).toHaveText('0 open action items');

  await page.getByTestId('team-report').filter({ hasText: 'Marcus Johnson' }).click();
  await detail(page).getByRole('checkbox', { name: 'Renewal forecast' }).check();
  await expect(card('Marcus Johnson')).toHaveText('1 open action item');
  await page.reload();
  await expect(card('Marcus Johnson')).toHaveText('1 open action item', { timeout: 30_000 });
});

test('add a direct report (names stay unique), then archive them', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'team-roster');
  await page.goto('/dashboard/team');
  await expect(page.getByTestId('team-report').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add Direct Report' }).click();
  const form = page.getByRole('form', { name: 'Add a direct report' });
  await form.getByLabel('Name').fill('Sarah Chen');
  await form.getByLabel('Role').fill('Head of Data');
  await form.getByLabel('Start date').fill('2024-10-01');
  await form.getByRole('button', { name: 'Add Report' }).click();
  await expect(form.getByRole('alert')).toContainText('a direct report named "Sarah Chen" already exists');
  await form.getByLabel('Name').fill('Elena Ruiz');
  await form.getByRole('button', { name: 'Add Report' }).click();
  await expect(toast(page, 'Direct Report Added')).toBeVisible();
  await expect(page).toHaveURL(/\?report=Elena(\+|%20)Ruiz$/);
  await expect(detail(page).getByRole('heading', { name: 'Elena Ruiz', level: 3 })).toBeVisible();
  await expect(page.getByTestId('team-report').filter({ hasText: 'Elena Ruiz' })).toContainText('Head of Data');

  await detail(page).getByRole('button', { name: 'Archive' }).click();
  await detail(page).getByRole('button', { name: 'Confirm Archive' }).click();
  await expect(toast(page, 'Direct Report Archived')).toBeVisible();
  await expect(page.getByTestId('team-report').filter({ hasText: 'Elena Ruiz' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/team$/);
  const team = (await (await page.request.get(`/api/executive/${executiveId}/team`)).json()) as { name: string }[];
  expect(team.map((r) => r.name)).not.toContain('Elena Ruiz');
  // The name stays taken (history kept).
  const again = await page.request.post(`/api/executive/${executiveId}/team`, { data: { name: 'Elena Ruiz', role: 'x', start_date: '2024-10-01' } });
  expect(again.status()).toBe(409);
});
