// Decisions to Make (spec section 2): each pending decision's title, impact badge, description and
// due date, soonest first, overdue ones marked. Beyond the spec, a register: add a decision, decide
// it (choice and rationale) or defer it; decided ones move to the Decided list. Deep links:
// ?decision=ID highlights a pending or decided decision, ?new=decision opens the form.
import { useTimeZone } from '@provana/api-client';
import { useGetDecidedDecisionsQuery, useGetDecisionsQuery } from '@provana/api-client/decisions';
import { DeepLinkNote, QueryState, useCanWrite, useDeepLink, useExecutiveQuery, useLinkedForm } from '@provana/sections';
import { Box, Button, EmptyState, Heading, SectionCard, Stack } from '@provana/ui';
import { useState } from 'react';
import { todayIn } from '@provana/dates';
import { DecidedList } from './decided-list';
import { DecisionForm } from './decision-form';
import { DecisionItem } from './decision-item';
import { sortByDue } from './decision-model';

export function DecisionsSection() {
  const query = useExecutiveQuery(useGetDecisionsQuery);
  const [adding, setAdding] = useState(false);
  const canWrite = useCanWrite();
  const today = todayIn(useTimeZone());
  // The Decided list has its own query (the same cache entry): a link waits for both lists.
  const decided = useExecutiveQuery(useGetDecidedDecisionsQuery);
  const link = useDeepLink('decision', { ready: query.data !== undefined && !decided.isLoading && !decided.isUninitialized });
  const formRef = useLinkedForm('new', 'decision', () => setAdding(true), query.data !== undefined);

  const body = (
    <QueryState query={query} loadingLabel="Loading decisions...">
      {(data, executiveId) => (
        <Stack gap="5">
          <DeepLinkNote link={link} />
          {adding && (
            <Box ref={formRef}>
              <DecisionForm executiveId={executiveId} defaultDate={today} onDone={() => setAdding(false)} />
            </Box>
          )}
          <Stack gap="2" as="section" aria-label="Pending">
            <Heading as="h3" size="sm">
              Pending ({data.length})
            </Heading>
            {data.length === 0 ? (
              <EmptyState title="No decisions to make" description="Decisions waiting on you will show here." />
            ) : (
              <Stack as="ul" gap="3" ps="0">
                {sortByDue(data).map((decision) => (
                  <DecisionItem key={decision.id} executiveId={executiveId} decision={decision} today={today} linkProps={link.highlightProps(decision.id)} />
                ))}
              </Stack>
            )}
          </Stack>
          <DecidedList />
        </Stack>
      )}
    </QueryState>
  );

  return (
    <SectionCard
      title="Decisions to Make"
      actions={
        canWrite && !adding && query.executiveId !== undefined ? (
          <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}>
            Add Decision
          </Button>
        ) : undefined
      }
    >
      {body}
    </SectionCard>
  );
}
