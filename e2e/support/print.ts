// Helpers of the print suites: the print remote's build, a loaded report, PDF text via unpdf.
import { expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { assertBuildsExist } from './servers';

/** The print suites need mf-print's production build besides the shell's. */
export function assertPrintBuilt(): void {
  assertBuildsExist(['shell', 'mf-print']);
}

/** Opens a report route and waits until the report (not only its loading state) has rendered. */
export async function openReport(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('report-document')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Confidential Executive Report', { exact: true })).toBeVisible();
}

/** The text of every page of a PDF, joined, whitespace collapsed. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
