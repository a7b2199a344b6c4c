// A whole report: header, Executive Dashboard, Executive Insight, the type's body, Today's Schedule
// and the confidential footer. The same document is the printed page and the dialog's preview.
import { Stack } from '@provana/ui';
import type { ReportData } from '../report-data/use-report-data';
import { type ReportType, reportTitles } from '../report-model/report-types';
import { ExecutiveDashboard } from './executive-dashboard';
import { ExecutiveInsight } from './executive-insight';
import { ReportBody } from './report-body';
import { ReportFooter, ReportHeader } from '../report-parts/report-header';
import { type TitleLevel, TitleLevelProvider } from '../report-parts/report-section';
import { TodaysSchedule } from './todays-schedule';

interface Props {
  type: ReportType;
  data: ReportData;
  /** 1 on the report page, 3 inside the preview dialog (under its h2 title). */
  titleLevel?: TitleLevel;
  /** The report's moment on the executive's wall clock: nowIn(zone). */
  now: Date;
}

// Paper stays light in Dark mode too: Chakra's `light` class puts the light values of
// every semantic token back on this element, for the preview dialog, the page and the PDF alike; the
// colorPalette is declared again because <html> resolved its variables in the dark values.
const PAPER = 'print-report light';
const LIGHT_SCHEME = { colorScheme: 'light' } as const;

export function ReportDocument({ type, data, titleLevel = 1, now }: Props) {
  return (
    <TitleLevelProvider value={titleLevel}>
      <Stack
        as="article"
        gap="4"
        className={PAPER}
        colorPalette="gray"
        bg="bg"
        color="fg"
        style={LIGHT_SCHEME}
        data-testid="report-document"
        data-report-type={type}
      >
        <ReportHeader title={reportTitles[type]} executiveName={data.executiveName} date={now} />
        <ExecutiveDashboard summary={data.summary} />
        <ExecutiveInsight insight={data.brief?.aiInsight} />
        <ReportBody type={type} data={data} now={now} />
        <TodaysSchedule schedule={data.summary.schedule} />
        <ReportFooter />
      </Stack>
    </TitleLevelProvider>
  );
}
