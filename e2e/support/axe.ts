// axe (pinned @axe-core/playwright 4.13.0): the serious and critical violations on a page (or inside
// one selector), as readable lines. Plus one rule axe ships as experimental: a control's accessible
// name contains its visible text (WCAG 2.5.3 Label in Name), so speech users can say what they see.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // A toast or dialog half-way through fading in or out is not what anyone reads: let finite
  // animations and transitions end first (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`);
}

/**
 * No serious or critical violation in light and in dark, for an account whose theme is System (<html>
 * follows the emulated preference); the page is left light.
 */
export async function axeInBothThemes(page: Page, what: string, scope?: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/, { timeout: 10_000 });
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/, { timeout: 10_000 });
    expect(await seriousViolations(page, scope), `${what} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
