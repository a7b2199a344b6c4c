// The report's header: brand, title, date and the executive it is prepared for.
import { Box, Heading, Text } from '@provana/ui';
import { formatDate } from '@provana/dates';
import { useHeadingTag } from './report-section';

export function ReportHeader({ title, executiveName, date }: { title: string; executiveName: string; date: Date }) {
  return (
    <Box as="header" borderBottomWidth="2px" borderColor="gray.800" pb="3">
      <Text fontSize="xs" fontWeight="bold" letterSpacing="widest">
        PROVANA
      </Text>
      <Heading as={useHeadingTag()} size="2xl">
        {title}
      </Heading>
      <Text>{formatDate(date, 'long')}</Text>
      <Text>
        Prepared for <strong>{executiveName}</strong>
      </Text>
    </Box>
  );
}

export const CONFIDENTIAL_FOOTER = 'Confidential Executive Report';

export function ReportFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="gray.800" pt="2" textAlign="center" fontSize="sm">
      {CONFIDENTIAL_FOOTER}
    </Box>
  );
}
