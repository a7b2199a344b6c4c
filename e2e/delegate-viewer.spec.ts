// Delegates by role. A Viewer invited by email: the invitation arrives through the operator's mail
// server (a loopback SMTP capture), the assistant accepts from the mailed link, reads the brief
// without a single button that would be refused, then leaves the workspace from the account dialog
// and is back in their own; the screens on the way pass axe in light and dark. An Editor sees the
// executive's private event as Busy, and neither the print report nor the .ics download names it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { type MailCapture, startMailCapture } from '../api/test/support/mail-capture';
import { MACHINE_TIME_ZONE, delegateViaApi, expectDailyBrief, newAccountContext, todayIn } from './support/app';
import { axeInBothThemes } from './support/axe';
import { PHONE, measurePhoneFit } from './support/phone-fit';
import { openReport } from './support/print';
import { type RunningServer, startAppServer } from './support/servers';

let app: RunningServer;
let mail: MailCapture;

test.beforeAll(async () => {
  mail = await startMailCapture();
  // Mail on, verification not required: the accounts are made through the API.
  app = await startAppServer({ smtpUrl: mail.smtpUrl, env: { PROVANA_REQUIRE_EMAIL_VERIFICATION: 'false' } });
});

test.afterAll(async () => {
  await app?.stop();
  await mail?.close();
});

const newContext = (browser: Browser) => browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 900 } });

/** On a 390 px phone nothing is off screen and nothing scrolls sideways; then back to the desktop size. */
async function expectPhoneFit(page: Page, what: string) {
  await page.setViewportSize(PHONE);
  await expect(async () => {
    const fit = await measurePhoneFit(page);
    expect(fit.offscreen, what).toEqual([]);
    expect(fit.scrollWidth, what).toBeLessThanOrEqual(PHONE.width);
  }).toPass({ timeout: 10_000 });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a Viewer accepts from the mailed invitation, sees no write buttons on the brief, and leaves', async ({ browser }) => {
  test.setTimeout(150_000);
  const executive = await newContext(browser);
  const assistant = await newContext(browser);
  try {
    const { executiveId } = await newAccountContext(executive, 'exec');
    const { email } = await newAccountContext(assistant, 'viewer');
    const invited = await executive.request.post(`/api/executive/${executiveId}/delegates/invitations`, { data: { email, role: 'viewer' } });
    expect(invited.status(), await invited.text()).toBe(201);
    expect(((await invited.json()) as { mailed: boolean }).mailed).toBe(true);

    // The link comes from the mail, not from the executive's screen.
    // (The accounts' verification mails come first.)
    let invitation = await mail.next();
    while (!invitation.to.includes(email) || !/invited you to their PROVANA workspace/.test(invitation.subject)) invitation = await mail.next();
    const link = /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+/.exec(invitation.body)?.[0];
    expect(link, invitation.body).toBeTruthy();

    const page = await assistant.newPage();
    await page.goto(new URL(link ?? '').pathname);
    await expect(page.getByText(/invites you to work in their workspace as Viewer\./)).toBeVisible({ timeout: 20_000 });
    await expectPhoneFit(page, 'the invitation page');
    await page.getByRole('button', { name: 'Accept' }).click();
    const banner = page.getByRole('region', { name: 'Workspace' });
    await expect(banner).toContainText(/Acting for .+ · Viewer/, { timeout: 20_000 });

    // The brief reads as usual, with no control that writes.
    await expect(page.getByText('Top Action Items Today')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('brief-priority').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^(Complete|Done): / })).toHaveCount(0);
    await page.goto(`/dashboard/memory?workspace=${executiveId}`);
    await expect(page.getByRole('heading', { name: 'Smart Memory' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Add Note' })).toHaveCount(0);
    await axeInBothThemes(page, 'a section read by a Viewer');

    // Leave: the account dialog asks first, then the tab is back in the assistant's own workspace.
    await page.getByTestId('user-avatar').click();
    const dialog = page.getByTestId('account-dialog');
    await dialog.getByRole('button', { name: /^Leave .+'s workspace$/ }).click();
    await expect(dialog.getByRole('group', { name: /^Leave .+'s workspace\?$/ })).toContainText('new invitation');
    await axeInBothThemes(page, 'the account dialog asking to leave', '[role=dialog]');
    await expectPhoneFit(page, 'the account dialog asking to leave');
    await dialog.getByRole('button', { name: 'Yes, leave' }).click();
    await expect(page.getByText(/^You left .+'s workspace$/)).toBeVisible({ timeout: 20_000 });
    await expect(banner).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/memory$/);
    await expect(page.getByRole('button', { name: 'Add Note' })).toBeVisible({ timeout: 30_000 });
    // The server agrees: the grant is gone, and the executive's log says who left.
    expect((await assistant.request.get(`/api/executive/${executiveId}/priorities`)).status()).toBe(403);
    const activity = (await (await executive.request.get(`/api/executive/${executiveId}/activity`)).json()) as { entries: { description: string }[] };
    expect(activity.entries.map((e) => e.description).join('\n')).toMatch(/left the workspace/);

    // The executive's Delegates and Activity settings on a phone.
    const execPage = await executive.newPage();
    await execPage.goto('/dashboard/daily-brief');
    await expectDailyBrief(execPage);
    await execPage.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = execPage.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByTestId('settings-delegates')).toBeVisible({ timeout: 20_000 });
    await expect(settings.getByText(/left the workspace/)).toBeVisible({ timeout: 20_000 });
    await expectPhoneFit(execPage, 'Settings with Delegates and Activity');
  } finally {
    await executive.close();
    await assistant.close();
  }
});

test("an Editor sees the executive's private event as Busy; the print report and the .ics download leave it out", async ({ browser }) => {
  test.setTimeout(120_000);
  const executive = await newContext(browser);
  const assistant = await newContext(browser);
  try {
    const { executiveId } = await newAccountContext(executive, 'exec-private');
    const { email } = await newAccountContext(assistant, 'editor');
    const today = todayIn(MACHINE_TIME_ZONE);
    const secret = `Clinic visit ${Date.now().toString(36)}`;
    const created = await executive.request.post(`/api/executive/${executiveId}/calendar-events`, {
      data: { title: secret, startTime: `${today}T12:00`, endTime: `${today}T13:00`, type: 'meeting', priority: 'high', private: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    await delegateViaApi(executive, executiveId, assistant, email, 'editor');

    const page = await assistant.newPage();
    await page.goto(`/dashboard/calendar?workspace=${executiveId}`);
    await page.getByTestId('month-grid').locator(`[data-date="${today}"]`).click({ timeout: 30_000 });
    const detail = page.getByTestId('day-detail');
    await expect(detail.getByTestId('day-item').filter({ hasText: 'Busy' })).toHaveCount(1);
    await expect(detail).not.toContainText(secret);
    // Busy opens nothing: no Edit or Delete for it.
    await expect(detail.getByTestId('day-item').filter({ hasText: 'Busy' }).getByRole('button')).toHaveCount(0);

    await openReport(page, `/print-report/daily-brief?workspace=${executiveId}`);
    await expect(page.getByTestId('todays-meetings')).toBeVisible();
    await expect(page.getByTestId('report-document')).not.toContainText(secret);

    const ics = await assistant.request.get(`/api/executive/${executiveId}/calendar.ics?from=${today}&to=${today}`);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).not.toContain(secret);
    // The owner's own download does name it: the test above is not vacuous.
    expect(await (await executive.request.get(`/api/executive/${executiveId}/calendar.ics?from=${today}&to=${today}`)).text()).toContain(secret);
  } finally {
    await executive.close();
    await assistant.close();
  }
});
