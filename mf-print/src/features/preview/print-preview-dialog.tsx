// The Print Report Preview dialog (opened by the assistant panel's Print Executive Report): template
// choices, the chosen report rendered as it prints, and Email, Download, Print, Close. Chakra's
// dialog traps focus while open and returns it to the trigger on close.
import { useTimeZone } from '@provana/api-client';
import { nowIn } from '@provana/dates';
import { CloseButton, Dialog, ErrorState, LoadingState, Portal } from '@provana/ui';
import { useState } from 'react';
import { useReportData } from '../report-data/use-report-data';
import { DEFAULT_REPORT_TYPE, type ReportType } from '../report-model/report-types';
import { ReportNotices } from '../report-page/report-notices';
import { ReportDocument } from '../report/report-document';
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
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} size="xl" scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="print-preview-dialog">
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
              <Dialog.Title>Print Report Preview</Dialog.Title>
              <TemplatePicker value={type} onChange={setType} />
            </Dialog.Header>
            <Dialog.Body tabIndex={0} role="region" aria-label="Report preview">
              <PreviewBody type={type} now={now} />
            </Dialog.Body>
            <Dialog.Footer>
              <Actions type={type} now={now} onClose={onClose} />
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close print preview" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
