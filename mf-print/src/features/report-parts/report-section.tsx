// One titled block of a report. Its heading sits one level under the report's title, whether the
// report is the page (h1 → h2) or the preview inside the dialog (h3 → h4). Never split across pages.
import { Box, Heading } from '@provana/ui';
import { type ReactNode, createContext, useContext, useId } from 'react';

export type TitleLevel = 1 | 3;
const TitleLevelContext = createContext<TitleLevel>(1);
export const TitleLevelProvider = TitleLevelContext.Provider;

const tagOf = (level: number) => `h${Math.min(level, 6)}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The heading tag for the report title or for a section (offset 1) in the current context. */
export function useHeadingTag(offset: 0 | 1 = 0) {
  return tagOf(useContext(TitleLevelContext) + offset);
}

export function ReportSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  const tag = useHeadingTag(1);
  return (
    <Box as="section" aria-labelledby={id} data-testid={testId} className="report-card" borderWidth="1px" borderColor="gray.300" borderRadius="md" p="4">
      <Heading as={tag} id={id} size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The muted line a section shows when it has nothing to list. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return (
    <Box as="p" fontSize="sm" color="gray.700">
      {children}
    </Box>
  );
}
