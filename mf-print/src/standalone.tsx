// Local development of this remote alone: the dev harness (store, UI provider, router, dev sign-in)
// around the report routes and a button that opens the preview dialog.
import { StandaloneHarness } from '@provana/dev-harness';
import { NavLink, Navigate, Route, Routes } from '@provana/router';
import { Box, Button, HStack, Stack } from '@provana/ui';
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

export function Standalone() {
  return (
    <StandaloneHarness>
      <Stack gap="4" p="6" maxW="5xl" mx="auto">
        <HStack as="nav" gap="4" wrap="wrap" aria-label="mf-print pages" data-print-hide="">
          {REPORT_TYPES.map((type) => (
            <NavLink key={type} to={reportPath(type)}>
              {type}
            </NavLink>
          ))}
          <PreviewLauncher />
        </HStack>
        <Box as="main">
          <Routes>
            <Route path="/print-report" element={<PrintReportPage />} />
            <Route path="/print-report/:type" element={<PrintReportPage />} />
            <Route path="*" element={<Navigate to={reportPath('executive-summary')} replace />} />
          </Routes>
        </Box>
      </Stack>
    </StandaloneHarness>
  );
}
