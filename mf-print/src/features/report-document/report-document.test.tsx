// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@provana/dev-harness/test-support';
import type { DirectReport, Reflection } from '@provana/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportData, Source } from '../report-data/use-report-data';
import { buildSummary } from '../report-model/report-summary';
import { REPORT_TYPES, type ReportType } from '../report-model/report-types';
import { brief, goals, meeting, priority } from '../../../test/report-records';
import { ReportDocument } from './report-document';

const now = new Date(2026, 2, 4, 9);
const source = <T,>(data: T | undefined, error: string | null = null): Source<T> => ({ data, error, isLoading: false, retry: () => undefined });

const report: DirectReport = {
  id: 1,
  name: 'Sarah Chen',
  role: 'VP Engineering',
  start_date: '2024-01-01',
  next_meeting: '2026-03-06T14:00:00',
  last_meeting: null,
  goals_linked: [],
  development_focus: 'Delegation',
  notes: [{ id: 1, date: '2026-03-01', category: 'Coaching', content: 'Ready for a bigger scope' }],
  alerts: { reminder_24hr_before: true, check_in_prompt: 'Ask about hiring' },
};
const reflection: Reflection = {
  id: 1,
  weekStart: '2026-02-23',
  strategicDecisionsMade: 4,
  delayedDecisions: 1,
  delegatedTasks: 6,
  missedPersonalEvent: false,
  selfInsight: 'Delegated more',
};

function dataFor(overrides: Partial<ReportData> = {}): ReportData {
  const priorities = [priority(1, { task: 'Approve Q2 budget' }), priority(2, { task: 'Call Sarah about hiring', urgency: 'medium' })];
  const goalData = {
    ...goals([{ goal: 'Scale EU', status: 'In Progress', progress: 65, deadline: '2026-05-01' }]),
    quarterly_goals: [
      {
        id: 7,
        kind: 'quarterly' as const,
        title: 'Hire CFO',
        model_alignment: 'servant' as const,
        target_date: '2026-03-06',
        status: 'Not Started',
        progress: 0,
        tags: [],
        linked_to: null,
      },
    ],
  };
  const dailyBrief = brief({ meetings: [meeting(1, '2026-03-04T09:30:00', { title: 'Board prep' })] });
  return {
    isLoading: false,
    executiveName: 'Dana Scott',
    brief: dailyBrief,
    goals: goalData,
    priorities,
    summary: buildSummary({ now, priorities, goals: goalData, brief: dailyBrief, meetings: [] }),
    team: source([report]),
    reflections: source([reflection]),
    failures: [],
    retryFailed: () => undefined,
    ...overrides,
  };
}

afterEach(cleanup);

const render = (type: ReportType, data = dataFor()) => {
  cleanup();
  renderWithProviders(<ReportDocument type={type} data={data} now={now} />);
};

/** Whether some element shows this text (as its own text or part of it). */
const shows = (text: string) => screen.queryAllByText(text, { exact: false }).length > 0;

/** The cells of the table row that names this text, as read. */
const rowCells = (name: string) => [...screen.getByRole('row', { name: new RegExp(name) }).querySelectorAll('th, td')].map((c) => c.textContent);

/** A titled block of the report (a region named by its heading). */
const section = (title: string) => screen.getByRole('region', { name: title });

describe('report document', () => {
  it('always has the header, dashboard, insight, schedule and the confidential footer', () => {
    for (const type of REPORT_TYPES) {
      render(type);
      for (const part of [
        'Dana Scott',
        'Wednesday, March 4, 2026',
        'Executive Dashboard',
        'Executive Insight',
        'Focus on the board deck.',
        "Today's Schedule",
        '9:30 AM',
        'Board prep',
        'Confidential Executive Report',
      ]) {
        expect(shows(part), `${type}: ${part}`).toBe(true);
      }
    }
  });

  it('renders a body of its own for each type', () => {
    render('executive-summary');
    expect(screen.getByRole('heading', { name: 'Critical Action Items' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Strategic Goals Progress' })).toBeTruthy();
    render('daily-brief');
    expect(screen.getByRole('heading', { name: 'Open Priorities by Urgency' })).toBeTruthy();
    render('goals-summary');
    const [goal, status, , target, urgency] = rowCells('Hire CFO');
    expect([goal, status, target, urgency]).toEqual(['Hire CFOQuarterly', 'Not Started', 'Mar 6, 2026', '▲ High']);
    expect(within(screen.getByRole('row', { name: /Hire CFO/ })).getByText('0%', { exact: false })).toBeTruthy();
    render('team-report');
    const sarah = section('Sarah Chen');
    for (const line of ['VP Engineering', 'Mar 6, 2026, 2:00 PM', 'Alert Active', 'Call Sarah about hiring', 'Ready for a bigger scope']) {
      expect(within(sarah).getAllByText(line, { exact: false }).length, line).toBeGreaterThan(0);
    }
    render('weekly-insights');
    expect(shows('4 strategic decisions made, 1 delayed, 6 delegated')).toBe(true);
    expect(rowCells('Attended').at(-2)).toBe('Attended');
  });

  it('marks sample figures when data is missing and keeps real zeros unmarked', () => {
    render('executive-summary', dataFor({ summary: buildSummary({ now }), brief: undefined, priorities: undefined, goals: undefined }));
    expect(screen.getByText('85%*')).toBeTruthy();
    expect(shows('Sample figure')).toBe(true);
    expect(screen.getByText('Goals could not be loaded.')).toBeTruthy();
    render('executive-summary', dataFor({ summary: buildSummary({ now, priorities: [], meetings: [], brief: brief({ goalAlignment: 0 }) }) }));
    expect(shows('0%')).toBe(true);
    expect(shows('Sample figure')).toBe(false);
  });

  it('shows empty and error states in the type bodies', () => {
    render('team-report', dataFor({ team: source<DirectReport[]>([]) }));
    expect(screen.getByText('No direct reports yet.')).toBeTruthy();
    render('team-report', dataFor({ team: source<DirectReport[]>(undefined, '500: boom') }));
    expect(shows('The team could not be loaded')).toBe(true);
    expect(shows('500: boom')).toBe(true);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    render('weekly-insights', dataFor({ reflections: source<Reflection[]>([]) }));
    expect(screen.getByText('No weekly reflections yet.')).toBeTruthy();
  });
});
