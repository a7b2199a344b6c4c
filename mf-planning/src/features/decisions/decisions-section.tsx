// Decisions to Make (spec section 2): each decision's title, impact badge, description and due date,
// soonest first, overdue ones marked.
import type { Decision } from '@provana/contracts';
import { formatApiError, skipToken, useExecutiveId, useGetDecisionsQuery } from '@provana/api-client';
import { Badge, Box, EmptyState, ErrorState, HStack, LoadingState, SectionCard, Stack, Text } from '@provana/ui';
import { formatDay, todayIso } from '../../lib/dates';
import { IMPACT_PALETTE, isOverdue, sortByDue } from './decision-model';

function DecisionItem({ decision, today }: { decision: Decision; today: string }) {
  const overdue = isOverdue(decision, today);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" p="3" data-testid="decision" data-overdue={overdue}>
      <Stack gap="1">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Text fontWeight="semibold" flex="1" minW="12rem">
            {decision.title}
          </Text>
          <Badge colorPalette={IMPACT_PALETTE[decision.impactLevel]} data-testid="impact">
            {decision.impactLevel}
          </Badge>
        </HStack>
        <Text fontSize="sm">{decision.description}</Text>
        <HStack gap="2" fontSize="sm">
          <Text color={overdue ? 'red.700' : 'fg.muted'}>Due {formatDay(decision.dueBy)}</Text>
          {overdue && (
            <Badge colorPalette="red" variant="solid">
              Overdue
            </Badge>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}

export function DecisionsSection() {
  const executiveId = useExecutiveId();
  const { data, error, isLoading, isUninitialized, refetch } = useGetDecisionsQuery(executiveId ?? skipToken);
  const today = todayIso();

  let body;
  if (executiveId === undefined || isLoading || isUninitialized) body = <LoadingState label="Loading decisions..." />;
  else if (error || !data) body = <ErrorState message={formatApiError(error)} onRetry={() => void refetch()} />;
  else if (data.length === 0) body = <EmptyState title="No decisions to make" description="Decisions waiting on you will show here." />;
  else
    body = (
      <Stack as="ul" gap="3" ps="0" aria-label="Pending decisions">
        {sortByDue(data).map((decision) => (
          <DecisionItem key={decision.id} decision={decision} today={today} />
        ))}
      </Stack>
    );

  return <SectionCard title="Decisions to Make">{body}</SectionCard>;
}
