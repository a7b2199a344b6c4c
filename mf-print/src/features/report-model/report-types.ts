// The report types of /print-report/{type}, their titles, and the four templates of the preview dialog.
export const REPORT_TYPES = ['executive-summary', 'daily-brief', 'goals-summary', 'team-report', 'weekly-insights'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const DEFAULT_REPORT_TYPE: ReportType = 'executive-summary';

export const reportTitles: Readonly<Record<ReportType, string>> = {
  'executive-summary': 'Executive Summary Report',
  'daily-brief': 'Daily Brief Report',
  'goals-summary': 'Goals Summary Report',
  'team-report': 'Team Report',
  'weekly-insights': 'Weekly Insights Report',
};

/** The preview dialog's template choices (spec section 2), in the spec's order. */
export const previewTemplates: ReadonlyArray<{ type: ReportType; label: string }> = [
  { type: 'executive-summary', label: 'Executive Summary' },
  { type: 'daily-brief', label: 'Daily Brief' },
  { type: 'goals-summary', label: 'Goals Summary' },
  { type: 'team-report', label: 'Team Report' },
];

export const isReportType = (value: string): value is ReportType => (REPORT_TYPES as readonly string[]).includes(value);

/**
 * The type to render for a route parameter: the default when absent; for an unknown value the
 * executive summary plus the unknown value, so the page can say what it did instead of going blank.
 */
export function resolveReportType(param: string | undefined): { type: ReportType; unknown: string | null } {
  if (param === undefined || param === '') return { type: DEFAULT_REPORT_TYPE, unknown: null };
  return isReportType(param) ? { type: param, unknown: null } : { type: DEFAULT_REPORT_TYPE, unknown: param };
}

/** The in-app path of a report; `autoPrint` adds ?auto-print=true (prints once loaded, after 1 s). */
export function reportPath(type: ReportType, autoPrint = false): string {
  return `/print-report/${type}${autoPrint ? '?auto-print=true' : ''}`;
}
