import { renderToHtml, textOf } from '@provana/dev-harness/test-support';
import type { DirectReport, Reflection } from '@provana/contracts';
import { describe, expect, it } from 'vitest';
import type { ReportData, Source } from '../report-data/use-report-data';
import { buildSummary } from '../report-model/report-summary';
import { REPORT_TYPES, type ReportType } from '../report-model/report-types';
import { brief, goals, meeting, priority } from '../report-model/test-data';
import { ReportDocument } from './report-document';

const now = new Date(2026, 2, 4, 9);
const source = <T,>(data: T | undefined, error: string | null = null): Source<T> => ({ data, error, isLoading: false, retry: () => undefined });

const report: DirectReport = {
  id: 1, name: 'Sarah Chen', role: 'VP Engineering', start_date: '2024-01-01', next_meeting: '2026-03-06T14:00:00', last_meeting: null,
  goals_linked: [], development_focus: 'Delegation', notes: [{ id: 1, date: '2026-03-01', category: 'Coaching', content: 'Ready for a bigger scope' }],
  alerts: { reminder_24hr_before: true, check_in_prompt: 'Ask about hiring' },
};
const reflection: Reflection = { id: 1, weekStart: '2026-02-23', strategicDecisionsMade: 4, delayedDecisions: 1, delegatedTasks: 6, missedPersonalEvent: false, selfInsight: 'Delegated more' };

function dataFor(overrides: Partial<ReportData> = {}): ReportData {
  const priorities = [priority(1, { task: 'Approve Q2 budget' }), priority(2, { task: 'Call Sarah about hiring', urgency: 'medium' })];
  const goalData = { ...goals([{ goal: 'Scale EU', status: 'In Progress', progress: 65, deadline: '2026-05-01' }]), quarterly_goals: [
    { id: 7, kind: 'quarterly' as const, title: 'Hire CFO', model_alignment: 'servant' as const, target_date: '2026-03-06', status: 'Not Started', progress: 0, tags: [], linked_to: null },
  ] };
  const dailyBrief = brief({ meetings: [meeting(1, '2026-03-04T09:30:00', { title: 'Board prep' })] });
  return {
    isLoading: false, executiveName: 'Dana Scott', brief: dailyBrief, goals: goalData, priorities,
    summary: buildSummary({ now, priorities, goals: goalData, brief: dailyBrief, meetings: [] }),
    team: source([report]), reflections: source([reflection]), failures: [], retryFailed: () => undefined,
    ...overrides,
  };
}

const render = (type: ReportType, data = dataFor()) => textOf(renderToHtml(<ReportDocument type={type} data={data} now={now} />));

describe('report document', () => {
  it('always has the header, dashboard, insight, schedule and the confidential footer', () => {
    for (const type of REPORT_TYPES) {
      const text = render(type);
      for (const part of ['Dana Scott', 'Wednesday, March 4, 2026', 'Executive Dashboard', 'Executive Insight', 'Focus on the board deck.', "Today's Schedule", '9:30 AM', 'Board prep', 'Confidential Executive Report']) {
        expect(text, `${type}: ${part}`).toContain(part);
      }
    }
  });

  it('renders a body of its own for each type', () => {
    expect(render('executive-summary')).toContain('Critical Action Items');
    expect(render('executive-summary')).toContain('Strategic Goals Progress');
    expect(render('daily-brief')).toContain('Open Priorities by Urgency');
    expect(render('goals-summary')).toMatch(/Hire CFO.*Not Started.*0%.*Mar 6, 2026.*High/);
    expect(render('team-report')).toMatch(/Sarah Chen.*VP Engineering.*Mar 6, 2026, 2:00 PM.*Alert Active.*Call Sarah about hiring.*Ready for a bigger scope/);
    expect(render('weekly-insights')).toMatch(/4 strategic decisions made, 1 delayed, 6 delegated.*Attended/);
  });

  it('marks sample figures when data is missing and keeps real zeros unmarked', () => {
    const missing = render('executive-summary', dataFor({ summary: buildSummary({ now }), brief: undefined, priorities: undefined, goals: undefined }));
    expect(missing).toContain('85%*');
    expect(missing).toContain('Sample figure');
    expect(missing).toContain('Goals could not be loaded.');
    const zero = render('executive-summary', dataFor({ summary: buildSummary({ now, priorities: [], meetings: [], brief: brief({ goalAlignment: 0 }) }) }));
    expect(zero).toContain('0%');
    expect(zero).not.toContain('Sample figure');
  });

  it('shows empty and error states in the type bodies', () => {
    expect(render('team-report', dataFor({ team: source<DirectReport[]>([]) }))).toContain('No direct reports yet.');
    expect(render('team-report', dataFor({ team: source<DirectReport[]>(undefined, '500: boom') }))).toMatch(/The team could not be loaded.*500: boom.*Retry/);
    expect(render('weekly-insights', dataFor({ reflections: source<Reflection[]>([]) }))).toContain('No weekly reflections yet.');
  });
});
