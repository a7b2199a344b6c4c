// The first-run dialogs are built on the browser's own <dialog> (LightDialog: no dialog library on
// the first screen). They must behave like every other dialog: named by their title, focus inside
// and kept there, Escape and a click outside close them, the page behind is inert, axe clean in
// light and dark.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectDailyBrief, markGreetingShownToday, signUpViaApi, uniqueEmail } from './support/app';
import { seriousViolations } from './support/axe';

/** A new account whose first visit shows the welcome guide (the greeting is marked as shown). */
async function firstVisit(context: BrowserContext, prefix: string): Promise<number> {
  const { executiveId } = await signUpViaApi(context.request, uniqueEmail(prefix));
  await markGreetingShownToday(context);
  return executiveId;
}

const welcome = (page: Page) => page.getByRole('dialog', { name: 'Welcome to PROVANA' });
const focusIsIn = (page: Page, testId: string) => page.evaluate((id) => Boolean(document.activeElement?.closest(`[data-testid="${id}"]`)), testId);

test('the welcome guide: named, focus kept inside, slides by keyboard, Escape closes it for good, axe clean', async ({ page, context }) => {
  await firstVisit(context, 'welcome-guide');
  await page.goto('/dashboard/daily-brief');
  const dialog = welcome(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => focusIsIn(page, 'welcome-dialog')).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // The page behind is inert (a modal <dialog>): Tab never reaches it. After the dialog's last control
  // the browser's own toolbar may take focus (nothing in the page has it), then Tab comes back in.
  const seen = new Set<string>();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'nothing';
      return active.closest('[data-testid="welcome-dialog"]') ? 'dialog' : `page: ${active.outerHTML.slice(0, 80)}`;
    });
    seen.add(where);
  }
  expect([...seen].filter((where) => where.startsWith('page'))).toEqual([]);
  expect(seen.has('dialog')).toBe(true);
  await dialog.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'The Problem' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Slide 1 of 5' })).toHaveAttribute('aria-current', 'step');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('provana.onboardingSeen'))).toBe('true');
  await expectDailyBrief(page);
  await page.reload();
  await expectDailyBrief(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a click outside the welcome guide closes it (a selection dragged out does not); in Dark it is axe clean', async ({ page, context }) => {
  const executiveId = await firstVisit(context, 'welcome-dark');
  const put = await context.request.put(`/api/executive/${executiveId}/appearance`, { data: { theme: 'dark' } });
  expect(put.ok(), await put.text()).toBe(true);
  await page.goto('/dashboard/daily-brief');
  const dialog = welcome(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // A text selection dragged from the content out onto the backdrop keeps it open.
  const subhead = dialog.getByText('A two-minute tour of why it exists and how it helps.');
  const box = await subhead.boundingBox();
  if (!box) throw new Error('the welcome text has no box');
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(5, 5, { steps: 5 });
  await page.mouse.up();
  await expect(dialog).toBeVisible();

  // The top-left corner is the backdrop, outside the centred content.
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectDailyBrief(page);
});
