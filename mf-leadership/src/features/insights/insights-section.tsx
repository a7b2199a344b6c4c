// Weekly Insights: the decisions chart, this week's reflection form and every week's reflection.
import { useGetReflectionsQuery, useTimeZone } from '@provana/api-client';
import { mondayOf, todayIn } from '@provana/dates';
import { QueryState, useExecutiveQuery, WriteOnly } from '@provana/sections';
import { EmptyState, SectionCard, Stack } from '@provana/ui';
import { ReflectionChart } from './reflection-chart';
import { ReflectionForm } from './reflection-form';
import { ReflectionList } from './reflection-list';

export function InsightsSection() {
  const query = useExecutiveQuery(useGetReflectionsQuery);
  // This week: the Monday of today in the executive's zone.
  const weekStart = mondayOf(todayIn(useTimeZone()));

  return (
    <SectionCard title="Weekly Insights">
      <QueryState query={query} loadingLabel="Loading weekly insights...">
        {(data, executiveId) => {
          const existing = data.find((r) => r.weekStart === weekStart);
          return (
            <Stack gap="5">
              {data.length > 0 && <ReflectionChart reflections={data} />}
              {/* Keyed by the saved reflection (its private flag too), so the form restarts from what the server stored. */}
              {/* Reflections are the executive's own: a delegate reads them. */}
              <WriteOnly least="owner">
                <ReflectionForm
                  key={existing ? `${existing.id}-${existing.selfInsight}-${existing.private === true}` : 'new'}
                  executiveId={executiveId}
                  weekStart={weekStart}
                  existing={existing}
                />
              </WriteOnly>
              {data.length === 0 ? (
                <EmptyState title="No reflections yet" description="Write this week's reflection above; each week's appears here." />
              ) : (
                <ReflectionList reflections={data} />
              )}
            </Stack>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
