import { describe, expect, it } from 'vitest';
import { MAILTO_MAX_LENGTH, composeMailto, reportMail } from './mailto';
import { buildSummary } from './report-summary';
import { brief, goals, meeting, priority } from '../../../test/report-records';

const paramsOf = (url: string) => new URLSearchParams(url.slice('mailto:?'.length).replace(/\+/g, '%2B'));

describe('mailto composition', () => {
  it('percent-encodes subject and body (spaces as %20, line breaks as %0D%0A, & and ? escaped)', () => {
    const url = composeMailto({ subject: 'Q&A? 100% done', body: 'Line one\r\nTwo + three' });
    expect(url).toBe('mailto:?subject=Q%26A%3F%20100%25%20done&body=Line%20one%0D%0ATwo%20%2B%20three');
    expect(paramsOf(url).get('body')).toBe('Line one\r\nTwo + three');
  });

  it('keeps a long body within the length cap, cut at a whole character, with a note', () => {
    const body = 'Résumé review 🚀 & more '.repeat(400);
    const url = composeMailto({ subject: 'Report', body });
    expect(url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const decoded = paramsOf(url).get('body') ?? '';
    expect(decoded).toContain('Summary shortened');
    expect(body.startsWith(decoded.split('\r\n[...]')[0] ?? '')).toBe(true);
  });

  it('summarises the report: figures, insight, action items, goals, schedule, footer', () => {
    const summary = buildSummary({
      now: new Date(2026, 2, 4),
      priorities: [priority(1, { task: 'Approve budget' })],
      goals: goals([{ goal: 'Scale EU', status: 'In Progress', progress: 65, deadline: '2026-05-01' }]),
      brief: brief({ goalAlignment: 72, meetings: [meeting(1, '2026-03-04T09:30:00', { title: 'Board prep' })] }),
      meetings: [],
    });
    const mail = reportMail({ title: 'Executive Summary Report', executiveName: 'Dana', dateLabel: 'March 4, 2026', summary, insight: 'Protect focus time.' });
    expect(mail.subject).toBe('Executive Summary Report - Dana - March 4, 2026');
    for (const text of [
      'Goal alignment: 72%',
      'Approve budget (high)',
      'Scale EU: 65%',
      '09:30 Board prep',
      'Protect focus time.',
      'Confidential Executive Report',
    ]) {
      expect(mail.body).toContain(text);
    }
  });
});
