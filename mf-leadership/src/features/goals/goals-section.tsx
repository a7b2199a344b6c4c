// The Goal Tracker: mission, quarterly goals and micro wins from the API, the summary and model
// alignment counts, and adding, editing and removing goals (beyond the spec). ?goal=ID highlights one.
import type { Goal, GoalsResponse } from '@provana/contracts';
import { apiErrorDetail, useGetGoalsQuery, useTimeZone } from '@provana/api-client';
import { useDeleteGoalMutation } from '@provana/api-client/goals';
import { DeepLinkNote, deepLinkTarget, QueryState, useCanWrite, useDeepLink, useExecutiveQuery } from '@provana/sections';
import { Button, EmptyState, Heading, SectionCard, Stack, notify } from '@provana/ui';
import { type ReactNode, useState } from 'react';
import { todayIn } from '@provana/dates';
import { GoalForm } from './goal-form';
import { GoalItem } from './goal-item';
import { alignmentCounts, allGoals, goalSummary } from './goal-model';
import { GoalSummaryPanel } from './goal-summary';

type Editing = { mode: 'add' } | { mode: 'edit'; goalId: number } | null;

function GoalTracker({
  executiveId,
  data,
  editing,
  setEditing,
}: {
  executiveId: number;
  data: GoalsResponse;
  editing: Editing;
  setEditing: (e: Editing) => void;
}) {
  const today = todayIn(useTimeZone());
  const goals = allGoals(data);
  const [deleteGoal, deleting] = useDeleteGoalMutation();
  const formFor = (goal?: Goal) => (
    <GoalForm
      executiveId={executiveId}
      goal={goal}
      hasMission={data.mission_goal !== null}
      linkOptions={[...(data.mission_goal ? [data.mission_goal] : []), ...data.quarterly_goals].map((g) => g.title)}
      defaultDate={today}
      onDone={() => setEditing(null)}
    />
  );
  const remove = async (goal: Goal) => {
    try {
      await deleteGoal({ executiveId, goalId: goal.id }).unwrap();
      notify({ title: 'Goal Removed', description: goal.title, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: apiErrorDetail(error).message, type: 'error' });
    }
  };
  const group = (title: string, list: Goal[], empty: string): ReactNode => (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {list.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <Stack as="ul" gap="2" ps="0">
          {list.map((goal) =>
            editing?.mode === 'edit' && editing.goalId === goal.id ? (
              <li key={goal.id}>{formFor(goal)}</li>
            ) : (
              <GoalItem
                key={goal.id}
                goal={goal}
                today={today}
                onEdit={() => setEditing({ mode: 'edit', goalId: goal.id })}
                onRemove={() => void remove(goal)}
                removing={deleting.isLoading && deleting.originalArgs?.goalId === goal.id}
                linkProps={deepLinkTarget('goal', goal.id)}
              />
            ),
          )}
        </Stack>
      )}
    </Stack>
  );
  return (
    <Stack gap="5">
      <GoalSummaryPanel summary={goalSummary(goals, today)} alignment={alignmentCounts(goals)} />
      {editing?.mode === 'add' && formFor()}
      {group('Mission Goal', data.mission_goal ? [data.mission_goal] : [], 'No mission goal yet')}
      {group('Quarterly Goals', data.quarterly_goals, 'No quarterly goals yet')}
      {group('Micro Wins', data.micro_wins, 'No micro wins yet')}
    </Stack>
  );
}

export function GoalsSection() {
  const query = useExecutiveQuery(useGetGoalsQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const { data } = query;
  const link = useDeepLink('goal', { ready: data !== undefined });

  const canWrite = useCanWrite();
  const canAdd = canWrite && data !== undefined && allGoals(data).length > 0 && editing?.mode !== 'add';
  return (
    <SectionCard
      title="Goal Tracker"
      actions={
        canAdd ? (
          <Button size="sm" colorPalette="brand" onClick={() => setEditing({ mode: 'add' })}>
            Add Goal
          </Button>
        ) : undefined
      }
    >
      <DeepLinkNote link={link} />
      <QueryState
        query={query}
        loadingLabel="Loading goals..."
        isEmpty={(goals) => allGoals(goals).length === 0 && editing === null}
        empty={{
          title: 'No goals yet',
          description: 'Add a mission, a quarterly goal or a micro win to start tracking.',
          action: canWrite ? <Button onClick={() => setEditing({ mode: 'add' })}>Add Goal</Button> : undefined,
        }}
      >
        {(goals, executiveId) => <GoalTracker executiveId={executiveId} data={goals} editing={editing} setEditing={setEditing} />}
      </QueryState>
    </SectionCard>
  );
}
