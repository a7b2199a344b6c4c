// Opens a report in a new window that prints itself once loaded (?auto-print=true): Download and the
// dialog's Print. The browser's print dialog offers "Save as PDF". A blocked pop-up gets a toast.
import { notify } from '@provana/ui';
import { type ReportType, reportPath } from '../features/report-model/report-types';

export function openReportWindow(type: ReportType): boolean {
  const opened = window.open(reportPath(type, true), '_blank');
  if (opened) return true;
  notify({ type: 'error', title: 'Pop-up blocked', description: 'Allow pop-ups for this site to open the report in a new window.' });
  return false;
}
