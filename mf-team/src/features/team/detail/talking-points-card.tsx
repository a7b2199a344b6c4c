// 1:1 Agenda: talking points for the next meeting (add, reorder, check off). Points left unchecked
// carry over to the next meeting by themselves (the API's agenda rule); Complete 1:1 moves on.
import { useId } from 'react';
import { formatApiError } from '@provana/api-client';
import {
  useAddTalkingPointMutation,
  useCompleteMeetingMutation,
  useGetTalkingPointsQuery,
  useReorderTalkingPointsMutation,
  useSetTalkingPointDoneMutation,
} from '@provana/api-client/team';
import { CreateTalkingPointBodySchema, type TalkingPoint } from '@provana/contracts';
import { QueryState, TextField, useExecutiveQueryWith, useSchemaForm, WriteOnly } from '@provana/sections';
import { Badge, Box, Button, HStack, IconButton, SectionCard, Stack, Text, chakra, notify } from '@provana/ui';
import { formatDay, formatMeeting } from '@provana/dates';
import type { ReportProps } from './report-detail';
import { ToggleCheckbox } from './toggle-checkbox';

export function TalkingPointsCard({ executiveId, report }: ReportProps) {
  const reportArgs = { executiveId, name: report.name };
  const query = useExecutiveQueryWith(useGetTalkingPointsQuery, (id: number) => ({ executiveId: id, name: report.name }));
  const [add, adding] = useAddTalkingPointMutation();
  const [setDone] = useSetTalkingPointDoneMutation();
  const [reorder] = useReorderTalkingPointsMutation();
  const [complete, completing] = useCompleteMeetingMutation();
  const form = useSchemaForm({ text: '' }, { schema: CreateTalkingPointBodySchema });
  const id = useId();
  const failed = (what: string) => (e: unknown) => notify({ title: 'Error', description: `Failed to ${what}: ${formatApiError(e)}`, type: 'error' });

  const submit = form.submit(async ({ text }) => {
    await add({ ...reportArgs, body: { text } })
      .unwrap()
      .then(() => form.reset({ text: '' }), failed('add the talking point'));
  });
  const move = (points: TalkingPoint[], index: number, by: -1 | 1) => {
    const ids = points.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void reorder({ ...reportArgs, ids })
      .unwrap()
      .catch(failed('reorder the talking points'));
  };
  const finish = async (meetingAt: string) => {
    await complete({ ...reportArgs, body: { meeting_at: meetingAt } })
      .unwrap()
      .then(
        () => notify({ title: '1:1 Completed', description: 'Open talking points carry over to the next meeting.', type: 'success' }),
        failed('complete the 1:1'),
      );
  };

  const body = (
    <QueryState query={query} loadingLabel="Loading talking points...">
      {(data) => {
        const points = data.points;
        return (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              For {data.meeting_at ? `the meeting on ${formatMeeting(data.meeting_at)}` : 'the next meeting (none scheduled yet)'}
            </Text>
            {points.length === 0 ? (
              <Text color="fg.muted">No talking points yet.</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" aria-label="Talking points">
                {points.map((p, index) => (
                  <HStack as="li" key={p.id} gap="2" data-testid="talking-point" data-done={p.done ? 'true' : 'false'}>
                    <ToggleCheckbox
                      id={`${id}-${p.id}`}
                      checked={p.done}
                      onToggle={(done) =>
                        setDone({ ...reportArgs, pointId: p.id, done })
                          .unwrap()
                          .catch((e: unknown) => {
                            failed('update the talking point')(e);
                            throw e;
                          })
                      }
                    />
                    <chakra.label htmlFor={`${id}-${p.id}`} flex="1" textDecoration={p.done ? 'line-through' : undefined}>
                      {p.text}
                    </chakra.label>
                    {p.carried_over_from && (
                      <Badge colorPalette="purple" variant="subtle">
                        Carried over from {formatDay(p.carried_over_from)}
                      </Badge>
                    )}
                    <WriteOnly>
                      <IconButton size="xs" variant="ghost" aria-label={`Move "${p.text}" up`} disabled={index === 0} onClick={() => move(points, index, -1)}>
                        ↑
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={`Move "${p.text}" down`}
                        disabled={index === points.length - 1}
                        onClick={() => move(points, index, 1)}
                      >
                        ↓
                      </IconButton>
                    </WriteOnly>
                  </HStack>
                ))}
              </Stack>
            )}
            <WriteOnly>
              <HStack as="form" gap="2" align="end" onSubmit={(e) => void submit(e)}>
                <Box flex="1">
                  <TextField form={form} name="text" label="New talking point" />
                </Box>
                <Button type="submit" size="sm" disabled={!form.values.text.trim() || adding.isLoading}>
                  Add Point
                </Button>
              </HStack>
              {data.meeting_at && (
                <Button
                  size="sm"
                  variant="outline"
                  alignSelf="start"
                  loading={completing.isLoading}
                  loadingText="Completing..."
                  onClick={() => void finish(data.meeting_at ?? '')}
                >
                  Complete 1:1
                </Button>
              )}
            </WriteOnly>
          </Stack>
        );
      }}
    </QueryState>
  );
  return (
    <SectionCard title="1:1 Agenda" level={3}>
      {body}
    </SectionCard>
  );
}
