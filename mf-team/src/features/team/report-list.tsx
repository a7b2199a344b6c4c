// The direct reports: tenure, next meeting with its priority and due-soon marker, the 'Alert Active'
// badge, goals count and open 1:1 action items (counted by the team list's own response). Each is a
// button (mouse or keyboard); the selected one is aria-current.
import type { TeamListEntry } from '@provana/contracts';
import { Badge, HStack, PriorityIndicator, Stack, Text } from '@provana/ui';
import { SelectableItem } from '@provana/ui/parts';
import { formatMeeting } from '@provana/dates';
import { formatTenure, isDueSoon, meetingPriority } from '../../lib/team-rules';

interface Props {
  team: TeamListEntry[];
  now: Date;
  selected: string | undefined;
  onSelect: (name: string) => void;
  /** The deep link's marker for a report (useDeepLink's highlightProps). */
  linkProps?: (id: number) => Record<string, string>;
}

export function ReportList({ team, now, selected, onSelect, linkProps }: Props) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Direct reports">
      {team.map((r) => {
        const priority = meetingPriority(r.next_meeting, now);
        const current = r.name === selected;
        return (
          <li key={r.id}>
            <SelectableItem data-testid="team-report" current={current} onClick={() => onSelect(r.name)} {...linkProps?.(r.id)}>
              <Stack gap="1">
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{r.name}</Text>
                  {r.alerts.reminder_24hr_before && (
                    <Badge colorPalette="red" variant="subtle">
                      Alert Active
                    </Badge>
                  )}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {r.role}
                </Text>
                <Text fontSize="sm">Tenure: {formatTenure(r.start_date, now)}</Text>
                <HStack gap="2" wrap="wrap" fontSize="sm">
                  <Text>Next meeting: {r.next_meeting ? formatMeeting(r.next_meeting) : 'Not scheduled'}</Text>
                  {priority && <PriorityIndicator urgency={priority} variant="badge" size="sm" />}
                  {isDueSoon(r.next_meeting, now) && <Badge colorPalette="orange">Due soon</Badge>}
                </HStack>
                <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
                  <Text>
                    {r.goals_linked.length} {r.goals_linked.length === 1 ? 'goal' : 'goals'} linked
                  </Text>
                  <Text data-testid="report-open-action-items">
                    {r.open_action_items} open {r.open_action_items === 1 ? 'action item' : 'action items'}
                  </Text>
                </HStack>
              </Stack>
            </SelectableItem>
          </li>
        );
      })}
    </Stack>
  );
}
