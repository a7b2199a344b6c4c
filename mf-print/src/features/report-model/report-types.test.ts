import { describe, expect, it } from 'vitest';
import { reportPath, resolveReportType } from './report-types';

describe('report types', () => {
  it('defaults to the executive summary and flags an unknown type', () => {
    expect(resolveReportType(undefined)).toEqual({ type: 'executive-summary', unknown: null });
    expect(resolveReportType('team-report')).toEqual({ type: 'team-report', unknown: null });
    expect(resolveReportType('quarterly')).toEqual({ type: 'executive-summary', unknown: 'quarterly' });
  });

  it('builds the report path with the auto-print flag', () => {
    expect(reportPath('goals-summary')).toBe('/print-report/goals-summary');
    expect(reportPath('daily-brief', true)).toBe('/print-report/daily-brief?auto-print=true');
  });
});
