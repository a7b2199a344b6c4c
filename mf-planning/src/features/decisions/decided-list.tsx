// The Decided list: each decision made, with the choice, the rationale and when.
import { useGetDecidedDecisionsQuery } from '@provana/api-client/decisions';
import { QueryState, deepLinkTarget, useExecutiveQuery } from '@provana/sections';
import { Box, Heading, Stack, Text } from '@provana/ui';
import { formatDay } from '@provana/dates';

export function DecidedList() {
  const query = useExecutiveQuery(useGetDecidedDecisionsQuery);
  const body = (
    <QueryState query={query} loadingLabel="Loading decided decisions...">
      {(data) =>
        // A quiet line rather than the empty state's box: this list sits under the pending ones.
        data.length === 0 ? (
          <Text color="fg.muted">No decisions made yet.</Text>
        ) : (
          <Stack as="ul" gap="2" ps="0">
            {data.map((d) => (
              <Box
                as="li"
                key={d.id}
                listStyleType="none"
                borderWidth="1px"
                borderRadius="lg"
                p="3"
                data-testid="decided"
                {...deepLinkTarget('decision', d.id)}
              >
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
        )
      }
    </QueryState>
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
