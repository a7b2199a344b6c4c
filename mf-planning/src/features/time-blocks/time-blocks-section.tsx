// Time Blocks (spec sections 2 and 4): the AI's suggested blocks for a picked day, the analysis
// tiles and recommendations; Apply Block turns a block into a calendar event; Regenerate refetches
// and clears the applied set. Beside them, the day timeline of the picked day.
import { timeBlockEventBody, type TimeBlockResponse, type TimeBlockSuggestion } from '@provana/contracts';
import { skipToken, useTimeZone } from '@provana/api-client';
import { useCreateCalendarEventMutation } from '@provana/api-client/calendar';
import { useGetTimeBlockSuggestionsQuery } from '@provana/api-client/time-blocks';
import { useExecutiveQueryWith } from '@provana/sections';
import { Box, Button, EmptyState, ErrorState, Field, Grid, HStack, Heading, Input, LoadingState, SectionCard, Stack, Text, notify } from '@provana/ui';
import { useMemo, useState } from 'react';
import { todayIn } from '@provana/dates';
import { DayTimeline } from '../day-timeline/day-timeline';
import { AnalysisTiles } from './analysis-tiles';
import { applyFailedToast, appliedToast } from './apply-block';
import { TimeBlockCard } from './time-block-card';

export const TIME_BLOCKS_LOADING = 'Analyzing your schedule and priorities...';
export const TIME_BLOCKS_FAILED = 'Failed to fetch time block suggestions';

function Suggestions({
  executiveId,
  data,
  applied,
  onApplied,
}: {
  executiveId: number;
  data: TimeBlockResponse;
  applied: ReadonlySet<string>;
  onApplied: (id: string) => void;
}) {
  const [createEvent, creating] = useCreateCalendarEventMutation();
  const apply = async (block: TimeBlockSuggestion) => {
    try {
      await createEvent({ executiveId, body: timeBlockEventBody(data.date, block) }).unwrap();
      onApplied(block.id);
      notify({ ...appliedToast(block.title), type: 'success' });
    } catch {
      notify({ ...applyFailedToast, type: 'error' });
    }
  };
  const count = data.suggestedBlocks.length;
  return (
    <Stack gap="4">
      <Text fontWeight="medium" data-testid="suggestion-count">
        {count} {count === 1 ? 'suggestion' : 'suggestions'}
      </Text>
      <AnalysisTiles analysis={data.analysisData} />
      {count === 0 ? (
        <EmptyState title="No open time for new blocks on this day" description="Pick another day or press Regenerate." />
      ) : (
        <Stack as="ul" gap="3" ps="0" aria-label="Suggested time blocks">
          {data.suggestedBlocks.map((block) => (
            <TimeBlockCard
              key={block.id}
              block={block}
              applied={applied.has(block.id)}
              applying={creating.isLoading && creating.originalArgs?.body.title === block.title}
              onApply={() => void apply(block)}
            />
          ))}
        </Stack>
      )}
      <Stack gap="2" as="section" aria-label="AI Recommendations">
        <Heading as="h3" size="sm">
          AI Recommendations
        </Heading>
        {data.recommendations.length === 0 ? (
          <Text color="fg.muted">No recommendations for this day.</Text>
        ) : (
          <Stack as="ul" gap="1" ps="5">
            {data.recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

const NONE: ReadonlySet<string> = new Set();

export function TimeBlocksSection() {
  const timeZone = useTimeZone();
  // Today in the executive's zone until a date is picked (so it follows a zone change or a new day).
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? todayIn(timeZone);
  const query = useExecutiveQueryWith(useGetTimeBlockSuggestionsQuery, (id: number) => (date === '' ? skipToken : { executiveId: id, date }));
  const { executiveId, data, currentData, error, isFetching, isUninitialized, refetch, fulfilledTimeStamp } = query;
  // The applied set belongs to one fetched list of suggestions: a refetch (Regenerate, or a moved
  // or deleted event) brings new blocks that may reuse the ids.
  const [appliedTo, setAppliedTo] = useState<{ list: number | undefined; ids: ReadonlySet<string> }>({ list: undefined, ids: NONE });
  const applied = appliedTo.list === fulfilledTimeStamp ? appliedTo.ids : NONE;
  const onApplied = (id: string) =>
    setAppliedTo((prev) => ({ list: fulfilledTimeStamp, ids: new Set(prev.list === fulfilledTimeStamp ? prev.ids : NONE).add(id) }));
  const unapplied = useMemo(() => (currentData?.suggestedBlocks ?? []).filter((b) => !applied.has(b.id)), [currentData, applied]);

  const regenerate = () => {
    setAppliedTo({ list: undefined, ids: NONE });
    void refetch();
  };
  const pickDate = (value: string) => {
    setPicked(value);
    setAppliedTo({ list: undefined, ids: NONE });
  };

  let body;
  if (executiveId !== undefined && date === '') body = <EmptyState title="Pick a date" />;
  else if (executiveId === undefined || isUninitialized || isFetching) body = <LoadingState label={TIME_BLOCKS_LOADING} />;
  else if (error || !data) body = <ErrorState message={TIME_BLOCKS_FAILED} onRetry={regenerate} />;
  else body = <Suggestions executiveId={executiveId} data={data} applied={applied} onApplied={onApplied} />;

  return (
    <SectionCard
      title="Time Blocks"
      actions={
        <HStack gap="2" align="end">
          <Field.Root>
            <Field.Label fontSize="sm">Date</Field.Label>
            <Input type="date" size="sm" value={date} onChange={(e) => pickDate(e.target.value)} />
          </Field.Root>
          <Button size="sm" variant="outline" onClick={regenerate} disabled={isFetching || date === ''}>
            Regenerate
          </Button>
        </HStack>
      }
    >
      {date === '' ? (
        body
      ) : (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(18rem, 2fr) minmax(0, 3fr)' }} gap="4" alignItems="start">
          <DayTimeline date={date} suggestions={unapplied} />
          <Box minW="0">{body}</Box>
        </Grid>
      )}
    </SectionCard>
  );
}
