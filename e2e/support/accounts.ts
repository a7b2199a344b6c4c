// Shared by the suites that read mail (accounts-mail, accounts-sign-in, booking): the app on http://localhost (a
// passkey's relying party must be a host name, never an IP address), mail read from the loopback SMTP
// capture, and one check per new screen: axe in light and in dark, and the fit on a 390 px phone.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { startMailCapture, type CapturedMail, type MailCapture } from '../../api/test/support/mail-capture';
import { seriousViolations } from './axe';
import { PHONE, measurePhoneFit } from './phone-fit';
import { freePort, startAppServer, type RunningServer } from './servers';

export const DESKTOP = { width: 1280, height: 900 } as const;

/** A free port and the app's origin on it, named by host name as people (and WebAuthn) need it. */
export async function localhostOrigin(): Promise<{ port: number; origin: string }> {
  const port = await freePort();
  return { port, origin: `http://localhost:${port}` };
}

export interface MailingApp {
  capture: MailCapture;
  app: RunningServer;
  /** The origin the browser uses, which the mails' links point at (PROVANA_PUBLIC_URL). */
  origin: string;
}

/** The app on http://localhost with its mail captured on loopback, started once for the spec's tests. */
export function mailingAppForSpec(): MailingApp {
  const running = {} as MailingApp;
  test.beforeAll(async () => {
    running.capture = await startMailCapture();
    const { port, origin } = await localhostOrigin();
    running.origin = origin;
    running.app = await startAppServer({ port, smtpUrl: running.capture.smtpUrl, env: { PROVANA_PUBLIC_URL: origin } });
  });
  test.afterAll(async () => {
    await running.app?.stop();
    await running.capture?.close();
  });
  return running;
}

export const newContextAt = (browser: Browser, origin: string) => browser.newContext({ baseURL: origin, viewport: DESKTOP });

/** The next captured mail to `to` whose subject matches; mails to others before it are skipped. */
export async function mailTo(capture: MailCapture, to: string, subject: RegExp, timeoutMs = 15_000): Promise<CapturedMail> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no mail "${subject.source}" to ${to} within ${timeoutMs} ms`)), timeoutMs);
  });
  const find = async (): Promise<CapturedMail> => {
    for (;;) {
      const mail = await capture.next();
      if (mail.to.includes(to) && subject.test(mail.subject)) return mail;
    }
  };
  try {
    return await Promise.race([find(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The path and query of the first link to `path` in a mail (its origin is the app's public URL). */
export function mailedLink(mail: CapturedMail, origin: string, path: string): string {
  const match = new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}(${path}\\?[A-Za-z0-9_=&-]+)`).exec(mail.body);
  if (!match?.[1]) throw new Error(`no ${origin}${path} link in "${mail.subject}"`);
  return match[1];
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/**
 * The screen `ready` belongs to passes axe (no serious or critical) in light and in dark (the device's
 * preference, which the signed-out screens and an account on System follow live), and fits a 390 px
 * phone: nothing off screen, no sideways scrolling. Leaves the page light, at desktop size.
 */
export async function expectScreenPasses(page: Page, label: string, ready: Locator, include?: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => isDark(page), `${label} turns ${scheme}`).toBe(scheme === 'dark');
    await expect(ready).toBeVisible();
    expect(await seriousViolations(page, include), `${label} in ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(PHONE);
  await expect(ready).toBeVisible();
  const fit = await measurePhoneFit(page);
  expect(fit.offscreen, `${label} on a phone`).toEqual([]);
  expect(fit.scrollWidth, `${label} on a phone`).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
}

/** Settings, opened from the header, with every part of Security loaded. */
export async function openSecuritySettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByTestId('settings-security')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
  return dialog;
}
