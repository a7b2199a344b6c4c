// page.pdf() of the executive summary and the team report: the extracted text (unpdf) carries the
// executive's name, the top action items or the direct reports' names and the confidential footer,
// and none of the toolbar's text.
import { expect, test } from '@playwright/test';
import { newAccountContext } from './support/app';
import { assertPrintBuilt, openReport, pdfText } from './support/print';

test.beforeAll(assertPrintBuilt);

// The fields read here (the e2e project has no workspace packages).
type Priority = { id: number; task: string; urgency: 'high' | 'medium' | 'low'; dueDate: string | null; completed: boolean };
type DirectReport = { name: string };

const URGENCY_RANK = { high: 0, medium: 1, low: 2 } as const;

function expectNoToolbar(text: string) {
  expect(text).not.toContain('Back to Dashboard');
  expect(text).not.toMatch(/\bDownload\b/);
  expect(text).not.toMatch(/\bPrint\b/);
}

test('the executive summary PDF has the name, the top action items and the footer, no toolbar', async ({ page, context }) => {
  const { email, executiveId } = await newAccountContext(context, 'print-pdf');
  const priorities = (await (await context.request.get(`/api/priorities/${executiveId}`)).json()) as Priority[];
  const top = priorities
    .filter((p) => !p.completed)
    .sort((a, b) => URGENCY_RANK[a.urgency] - URGENCY_RANK[b.urgency] || (a.dueDate ?? '\uffff').localeCompare(b.dueDate ?? '\uffff') || a.id - b.id)
    .slice(0, 5);
  expect(top.length).toBeGreaterThan(0);

  await openReport(page, '/print-report/executive-summary');
  for (const format of ['A4', 'Letter'] as const) {
    const text = await pdfText(await page.pdf({ format, printBackground: true }));
    expect(text).toContain(email.split('@')[0]);
    expect(text).toContain('Executive Summary Report');
    for (const item of top) expect(text).toContain(item.task.replace(/\s+/g, ' ').slice(0, 30));
    expect(text).toContain('Confidential Executive Report');
    expectNoToolbar(text);
  }
});

test("the team report PDF has every direct report's name and the footer, no toolbar", async ({ page, context }) => {
  const { email, executiveId } = await newAccountContext(context, 'print-pdf-team');
  const team = (await (await context.request.get(`/api/executive/${executiveId}/team`)).json()) as DirectReport[];
  expect(team.length).toBeGreaterThan(0);

  await openReport(page, '/print-report/team-report');
  await expect(page.getByTestId('direct-report').first()).toBeVisible();
  const text = await pdfText(await page.pdf({ format: 'A4' }));
  expect(text).toContain(email.split('@')[0]);
  for (const report of team) expect(text).toContain(report.name);
  expect(text).toContain('Confidential Executive Report');
  expectNoToolbar(text);
});
