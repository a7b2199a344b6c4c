// One pending decision: title, impact badge, description, due date (overdue marked), Decide and Defer.
import { useCanWrite } from '@provana/sections';
import type { Decision } from '@provana/contracts';
import { Badge, Box, Button, HStack, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { formatDay } from '@provana/dates';
import { IMPACT_PALETTE, isOverdue } from './decision-model';
import { ResolveForm } from './resolve-form';

interface DecisionItemProps {
  executiveId: number;
  decision: Decision;
  today: string;
  /** The deep link's marker (useDeepLink's highlightProps). */
  linkProps?: Record<string, string>;
}

export function DecisionItem({ executiveId, decision, today, linkProps }: DecisionItemProps) {
  const [mode, setMode] = useState<'decide' | 'defer' | null>(null);
  const canWrite = useCanWrite();
  const overdue = isOverdue(decision, today);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" p="3" data-testid="decision" data-overdue={overdue} {...linkProps}>
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
        <HStack gap="2" fontSize="sm" wrap="wrap">
          <Text color={overdue ? 'fg.error' : 'fg.muted'} data-testid="due">
            Due {formatDay(decision.dueBy)}
          </Text>
          {overdue && (
            <Badge colorPalette="red" variant="solid">
              Overdue
            </Badge>
          )}
          {mode === null && canWrite && (
            <HStack gap="2" ms="auto">
              <Button size="xs" variant="outline" onClick={() => setMode('defer')} aria-label={`Defer: ${decision.title}`}>
                Defer
              </Button>
              <Button size="xs" colorPalette="brand" onClick={() => setMode('decide')} aria-label={`Decide: ${decision.title}`}>
                Decide
              </Button>
            </HStack>
          )}
        </HStack>
        {mode && <ResolveForm executiveId={executiveId} decision={decision} mode={mode} today={today} onDone={() => setMode(null)} />}
      </Stack>
    </Box>
  );
}
