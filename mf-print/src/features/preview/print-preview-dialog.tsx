// The Print Report Preview dialog (opened by the assistant panel's Print Executive Report): template
// choices, the chosen report rendered as it prints, and Email, Download, Print, Close. Chakra's
// dialog traps focus while open and returns it to the trigger on close.
import { useTimeZone } from '@provana/api-client';
import { nowIn } from '@provana/dates';
import { ErrorState, LoadingState } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';
import { useState } from 'react';
import { useReportData } from '../report-data/use-report-data';
import { DEFAULT_REPORT_TYPE, type ReportType } from '../report-model/report-types';
import { ReportNotices } from '../report-document/report-notices';
import { ReportDocument } from '../report-document/report-document';
import { PreviewActions } from './preview-actions';
import { TemplatePicker } from './template-picker';

export interface PrintPreviewDialogProps {
  open: boolean;
  onClose: () => void;
}

const CORE_SOURCES = 4;

function PreviewBody({ type, now }: { type: ReportType; now: Date }) {
  const data = useReportData(type);
  if (data.isLoading) return <LoadingState label="Loading the report preview..." />;
  if (data.failures.length === CORE_SOURCES) {
    return <ErrorState title="The report could not be loaded" message={data.failures[0] ?? 'Please try again.'} onRetry={data.retryFailed} />;
  }
  return (
    <>
      <ReportNotices unknownType={null} failures={data.failures} onRetry={data.retryFailed} />
      <ReportDocument type={type} data={data} titleLevel={3} now={now} />
    </>
  );
}

function Actions({ type, now, onClose }: { type: ReportType; now: Date; onClose: () => void }) {
  return <PreviewActions type={type} data={useReportData(type)} now={now} onClose={onClose} />;
}

export function PrintPreviewDialog({ open, onClose }: PrintPreviewDialogProps) {
  const [type, setType] = useState<ReportType>(DEFAULT_REPORT_TYPE);
  // The moment the preview opened, on the executive's wall clock.
  const [openedAt] = useState(() => Date.now());
  const now = nowIn(useTimeZone(), openedAt);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title="Print Report Preview"
      size="xl"
      scrollBehavior="inside"
      closeLabel="Close print preview"
      contentProps={{ 'data-testid': 'print-preview-dialog' }}
      headerProps={{ flexDirection: 'column', alignItems: 'stretch', gap: '3' }}
      headerExtra={<TemplatePicker value={type} onChange={setType} />}
      bodyProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Report preview' }}
      footer={<Actions type={type} now={now} onClose={onClose} />}
    >
      <PreviewBody type={type} now={now} />
    </ModalDialog>
  );
}
