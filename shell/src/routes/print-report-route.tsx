// /print-report[/type]: the print remote's page, without the dashboard chrome but with a way back.
import { Box, Button, Flex } from '@provana/ui';
import { useEffect } from 'react';
import { Link } from '@provana/router';
import { RemoteSection } from '../remotes/remote-section';
import { printReportSource, sectionPath } from './sections';

export function PrintReportRoute() {
  useEffect(() => {
    document.title = 'Executive Report · PROVANA';
  }, []);
  return (
    <Box minH="100dvh" bg="white">
      {/* Hidden when printing: the remote's own toolbar carries Download/Print/Back. */}
      <Flex as="nav" aria-label="Report navigation" px="4" py="2" borderBottomWidth="1px" css={{ '@media print': { display: 'none' } }}>
        <Button asChild variant="ghost" size="sm">
          <Link to={sectionPath('daily-brief')}>
            <span aria-hidden="true">←</span> Back to Dashboard
          </Link>
        </Button>
      </Flex>
      <Box as="main" id="main-content" p={{ base: '4', md: '8' }}>
        <RemoteSection source={printReportSource} title="Executive Report" />
      </Box>
    </Box>
  );
}
