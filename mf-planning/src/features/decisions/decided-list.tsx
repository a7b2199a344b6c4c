// The Decided list: each decision made, with the choice, the rationale and when.
import { formatApiError, skipToken } from '@provana/api-client';
import { useGetDecidedDecisionsQuery } from '@provana/api-client/planning';
import { Box, ErrorState, Heading, LoadingState, Stack, Text } from '@provana/ui';
import { formatDay } from '../../lib/dates';

export function DecidedList({ executiveId }: { executiveId: number | undefined }) {
  const { data, error, isLoading, isUninitialized, refetch } = useGetDecidedDecisionsQuery(executiveId ?? skipToken);
  let body;
  if (isLoading || isUninitialized) body = <LoadingState label="Loading decided decisions..." />;
  else if (error || !data) body = <ErrorState message={formatApiError(error)} onRetry={() => void refetch()} />;
  else if (data.length === 0) body = <Text color="fg.muted">No decisions made yet.</Text>;
  else
    body = (
      <Stack as="ul" gap="2" ps="0">
        {data.map((d) => (
          <Box as="li" key={d.id} listStyleType="none" borderWidth="1px" borderRadius="lg" p="3" data-testid="decided">
            <Text fontWeight="semibold">{d.title}</Text>
            <Text fontSize="sm">
              Decided: <strong>{d.choice}</strong>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {d.rationale}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDay(d.decidedAt)}
            </Text>
          </Box>
        ))}
      </Stack>
    );
  return (
    <Stack gap="2" as="section" aria-label="Decided">
      <Heading as="h3" size="sm">
        Decided
      </Heading>
      {body}
    </Stack>
  );
}

