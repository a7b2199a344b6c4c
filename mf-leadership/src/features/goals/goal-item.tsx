// One goal: status, progress, target date with urgency, model alignment and link; Edit and Remove.
import { WriteOnly } from '@provana/sections';
import { type Goal, goalUrgency } from '@provana/contracts';
import { Badge, Box, Button, HStack, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { formatDay } from '@provana/dates';
import { MODEL_LABELS } from '../../lib/model-labels';
import { Meter } from '@provana/ui/parts';
import { STATUS_PALETTE } from './goal-model';

const URGENCY_PALETTE = { high: 'red', medium: 'orange', low: 'green' } as const;

export interface GoalItemProps {
  goal: Goal;
  today: string;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
  /** The deep link's marker (useDeepLink's highlightProps). */
  linkProps?: Record<string, string>;
}

export function GoalItem({ goal, today, onEdit, onRemove, removing, linkProps }: GoalItemProps) {
  const [confirming, setConfirming] = useState(false);
  const urgency = goalUrgency(goal.target_date, today);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" p="3" data-testid="goal-item" {...linkProps}>
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Text fontWeight="semibold" flex="1" minW="12rem">
            {goal.title}
          </Text>
          <Badge colorPalette={STATUS_PALETTE[goal.status] ?? 'purple'} data-testid="goal-status">
            {goal.status}
          </Badge>
        </HStack>
        <HStack gap="3">
          <Meter
            value={goal.progress}
            max={100}
            label={`${goal.title} progress`}
            valueText={`${goal.progress}%`}
            palette={goal.progress === 100 ? 'green' : 'brand'}
          />
          <Text fontSize="sm" minW="3rem" textAlign="end">
            {goal.progress}%
          </Text>
        </HStack>
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text>Target {formatDay(goal.target_date)}</Text>
          {goal.status !== 'Complete' && (
            <Badge colorPalette={URGENCY_PALETTE[urgency]} variant="subtle">
              {urgency} urgency
            </Badge>
          )}
          <Badge variant="outline">{MODEL_LABELS[goal.model_alignment]}</Badge>
          {goal.tags.map((tag) => (
            <Badge key={tag} variant="subtle" colorPalette="gray">
              {tag}
            </Badge>
          ))}
        </HStack>
        {goal.linked_to && <Text fontSize="sm">Linked to: {goal.linked_to}</Text>}
        <WriteOnly>
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${goal.title}`}>
              Edit
            </Button>
            {confirming ? (
              <>
                <Button size="xs" colorPalette="red" loading={removing} onClick={onRemove} aria-label={`Confirm remove ${goal.title}`}>
                  Confirm remove
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
                  Keep
                </Button>
              </>
            ) : (
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)} aria-label={`Remove ${goal.title}`}>
                Remove
              </Button>
            )}
          </HStack>
        </WriteOnly>
      </Stack>
    </Box>
  );
}
