// The dialog's actions: Email (a mailto link summarising the report), Download and Print (both open
// the report in a new window that prints itself), Close.
import { Button, HStack } from '@provana/ui';
import { formatDate } from '@provana/dates';
import { openReportWindow } from '../../lib/open-report-window';
import type { ReportData } from '../report-data/use-report-data';
import { composeMailto, reportMail } from '../report-model/mailto';
import { type ReportType, reportTitles } from '../report-model/report-types';

interface Props {
  type: ReportType;
  data: ReportData;
  now: Date;
  onClose: () => void;
}

export function PreviewActions({ type, data, now, onClose }: Props) {
  const href = composeMailto(
    reportMail({
      title: reportTitles[type],
      executiveName: data.executiveName,
      dateLabel: formatDate(now, 'long'),
      summary: data.summary,
      insight: data.brief?.aiInsight ?? null,
    }),
  );
  return (
    <HStack gap="2" wrap="wrap" justify="flex-end" w="full">
      {data.isLoading ? (
        <Button variant="outline" disabled>
          Email
        </Button>
      ) : (
        <Button asChild variant="outline">
          <a href={href}>Email</a>
        </Button>
      )}
      <Button variant="outline" onClick={() => openReportWindow(type)}>
        Download
      </Button>
      <Button colorPalette="brand" onClick={() => openReportWindow(type)}>
        Print
      </Button>
      <Button variant="ghost" onClick={onClose}>
        Close
      </Button>
    </HStack>
  );
}
