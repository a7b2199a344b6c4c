// The report page's toolbar: Download (a new window that prints, to save as PDF), Print and
// Back to Dashboard. Never on paper (data-print-hide, see print-styles.ts).
import { Link } from '@provana/router';
import { Button, HStack } from '@provana/ui';
import { openReportWindow } from '../../lib/open-report-window';
import type { ReportType } from '../report-model/report-types';

export function ReportToolbar({ type, disabled }: { type: ReportType; disabled: boolean }) {
  return (
    <HStack as="nav" aria-label="Report actions" data-print-hide="" gap="2" wrap="wrap" justify="space-between" mb="4">
      <Button asChild variant="ghost" size="sm">
        <Link to="/dashboard/daily-brief">
          <span aria-hidden="true">←</span> Back to Dashboard
        </Link>
      </Button>
      <HStack gap="2">
        <Button variant="outline" size="sm" onClick={() => openReportWindow(type)} disabled={disabled}>
          Download
        </Button>
        <Button colorPalette="brand" size="sm" onClick={() => window.print()} disabled={disabled}>
          Print
        </Button>
      </HStack>
    </HStack>
  );
}
