// The production pages carry the Content-Security-Policy and the other security headers, and the
// app renders under them in Chromium with no violation (styles included: Emotion's sheets).
import { expect, test, type Page } from '@playwright/test';
import { expectDailyBrief, skipFirstRunDialogs, signInViaUi } from './support/app';
import { demoAccount } from './support/bench-settings';

/** Collects CSP violations the page reports, and console errors that mention the policy. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the shell renders the login screen and the daily brief under its CSP with no violation', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await skipFirstRunDialogs(context);
    const page = await context.newPage();
    const violations = await watchViolations(page);

    const response = await page.goto('/dashboard/daily-brief');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');

    await signInViaUi(page, demoAccount.email, demoAccount.password);
    await expectDailyBrief(page);
    // Styled, not merely present: Emotion's rules were inserted (the Done button is green).
    const done = page.getByRole('button', { name: /^Done:/ }).first();
    await expect(done).toHaveCSS('color', 'rgb(255, 255, 255)');
    expect(await done.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});

test('API responses are nosniff, never framed, and load nothing', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});
