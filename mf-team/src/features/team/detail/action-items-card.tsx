// Action items from 1:1s with an owner (me or the report) and a due date; mine become priorities in
// the Daily Brief. Open ones first.
import { formatApiError } from '@provana/api-client';
import { useGetTeamActionItemsQuery, useSetTeamActionItemDoneMutation } from '@provana/api-client/team';
import { QueryState, useExecutiveQueryWith, WriteOnly } from '@provana/sections';
import { Badge, HStack, SectionCard, Stack, Text, chakra, notify } from '@provana/ui';
import { formatDay } from '@provana/dates';
import { ActionItemForm } from './action-item-form';
import type { ReportProps } from './report-detail';
import { ToggleCheckbox } from './toggle-checkbox';

export function ActionItemsCard({ executiveId, report }: ReportProps) {
  const reportArgs = { executiveId, name: report.name };
  const query = useExecutiveQueryWith(useGetTeamActionItemsQuery, (id: number) => ({ executiveId: id, name: report.name }));
  const [setDone] = useSetTeamActionItemDoneMutation();
  const first = report.name.split(' ')[0] ?? report.name;

  const body = (
    <QueryState query={query} loadingLabel="Loading action items...">
      {(data) => {
        const open = data.filter((i) => !i.done).length;
        return (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted" data-testid="open-action-items">
              {open} open {open === 1 ? 'action item' : 'action items'}
            </Text>
            {data.length > 0 && (
              <Stack as="ul" gap="2" listStyleType="none" aria-label="Action items">
                {data.map((item) => (
                  <HStack as="li" key={item.id} gap="2" data-testid="action-item">
                    <ToggleCheckbox
                      id={`action-${item.id}`}
                      checked={item.done}
                      onToggle={(done) =>
                        setDone({ ...reportArgs, itemId: item.id, done })
                          .unwrap()
                          .catch((err: unknown) => {
                            notify({ title: 'Error', description: `Failed to update the action item: ${formatApiError(err)}`, type: 'error' });
                            throw err;
                          })
                      }
                    />
                    <chakra.label htmlFor={`action-${item.id}`} flex="1" textDecoration={item.done ? 'line-through' : undefined}>
                      {item.text}
                    </chakra.label>
                    <Badge variant="subtle">{item.owner === 'me' ? 'Me' : first}</Badge>
                    <Text fontSize="sm" color="fg.muted">
                      Due {formatDay(item.due_date)}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            )}
            <WriteOnly>
              <ActionItemForm executiveId={executiveId} report={report} />
            </WriteOnly>
          </Stack>
        );
      }}
    </QueryState>
  );
  return (
    <SectionCard title="Action Items" level={3}>
      {body}
    </SectionCard>
  );
}
