// /print-report and /print-report/{type}: toolbar, the report for the type, and auto-print.
import { useParams, useSearchParams } from '@provana/router';
import { useTimeZone } from '@provana/api-client';
import { nowIn } from '@provana/dates';
import { Box, LoadingState } from '@provana/ui';
import { useEffect } from 'react';
import { useReportData } from '../report-data/use-report-data';
import { reportTitles, resolveReportType } from '../report-model/report-types';
import { ReportDocument } from '../report-document/report-document';
import { usePrintStyles } from './print-styles';
import { ReportNotices } from '../report-document/report-notices';
import { ReportToolbar } from './report-toolbar';
import { useAutoPrint } from './use-auto-print';

export function PrintReportPage() {
  const { type: param } = useParams();
  const [search] = useSearchParams();
  const { type, unknown } = resolveReportType(param);
  const data = useReportData(type);
  // The report's date: today in the executive's zone.
  const now = nowIn(useTimeZone());
  const title = reportTitles[type];

  usePrintStyles();
  useEffect(() => {
    document.title = `${title} · PROVANA`;
  }, [title]);
  useAutoPrint(search.get('auto-print') === 'true', !data.isLoading && !data.team.isLoading && !data.reflections.isLoading);

  return (
    <Box maxW="4xl" mx="auto" data-testid="print-report-page">
      <ReportToolbar type={type} disabled={data.isLoading} />
      {data.isLoading ? (
        <LoadingState label="Loading your report..." />
      ) : (
        <>
          <ReportNotices unknownType={unknown} failures={data.failures} onRetry={data.retryFailed} />
          <ReportDocument type={type} data={data} now={now} />
        </>
      )}
    </Box>
  );
}
