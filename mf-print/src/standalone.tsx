// Local development of this remote alone (its dev server's page at /): the report routes in the dev
// harness, a link per report type and a button that opens the preview dialog (the shell's header
// opens it). Inside the shell only the exposed modules load; this file never runs there.
import { mountStandalone } from '@provana/dev-harness';
import { Route } from '@provana/router';
import { Button } from '@provana/ui';
import { useState } from 'react';
import { PrintPreviewDialog } from './features/preview/print-preview-dialog';
import { PrintReportPage } from './features/report-page/print-report-page';
import { REPORT_TYPES, reportPath } from './features/report-model/report-types';

function PreviewLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Print Executive Report
      </Button>
      {open && <PrintPreviewDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

mountStandalone({
  remote: 'mf-print',
  sections: [],
  links: REPORT_TYPES.map((type) => ({ to: reportPath(type), label: type })),
  toolbar: <PreviewLauncher />,
  extraRoutes: (
    <>
      <Route path="/print-report" element={<PrintReportPage />} />
      <Route path="/print-report/:type" element={<PrintReportPage />} />
    </>
  ),
  home: reportPath('executive-summary'),
});
