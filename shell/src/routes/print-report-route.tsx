// /print-report[/type]: the print remote's page (its own toolbar carries Download, Print and
// Back to Dashboard), without the dashboard chrome. If the remote is unavailable, the message,
// Retry and a way back to the dashboard.
import { Box, Button, ErrorState, LoadingState, Stack } from '@provana/ui';
import { useEffect } from 'react';
import { Link } from '@provana/router';
import { RemoteComponent } from '../remotes/remote-component';
import { remoteFailureTexts } from '../remotes/remote-failure-texts';
import { printReportSource, sectionPath } from '../lib/sections';

const noProps = {};
const TITLE = 'Executive Report';
// The report page is paper: light in Dark mode too (Chakra's `light` class restores the light tokens;
// colorPalette again, as <html> resolved its variables in the dark values).
const LIGHT_SCHEME = { colorScheme: 'light' } as const;

export default function PrintReportRoute() {
  useEffect(() => {
    document.title = 'Executive Report · PROVANA';
  }, []);
  return (
    <Box minH="100dvh" className="light" colorPalette="gray" bg="bg" color="fg" style={LIGHT_SCHEME}>
      <Box as="main" id="main-content" p={{ base: '4', md: '8' }}>
        <RemoteComponent
          source={printReportSource}
          props={noProps}
          loading={<LoadingState label={`Loading ${TITLE}...`} />}
          renderError={(error, retry) => (
            <Stack gap="4" maxW="3xl" mx="auto">
              <ErrorState {...remoteFailureTexts(TITLE, error)} onRetry={retry} />
              <Button asChild variant="outline" alignSelf="flex-start">
                <Link to={sectionPath('daily-brief')}>Back to Dashboard</Link>
              </Button>
            </Stack>
          )}
        />
      </Box>
    </Box>
  );
}
