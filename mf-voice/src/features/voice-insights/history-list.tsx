// The Voice Recording History: top idea, a private one's lock, time, duration, Task and Calendar badges, and where a server
// transcription stands (Transcribing…, Transcription failed). Each item is a
// button (mouse or keyboard, arrow keys move between them); the one shown above is aria-current.
import type { VoiceRecording } from '@provana/contracts';
import { Badge, Heading, HStack, Stack, Text } from '@provana/ui';
import { PrivateBadge, SelectableItem } from '@provana/ui/parts';
import type { KeyboardEvent } from 'react';
import { formatMmSs } from '../../lib/format-duration';
import { formatDayTime } from '@provana/dates';
import { TRANSCRIBING, TRANSCRIPTION_FAILED } from './transcription-status';

interface Props {
  recordings: VoiceRecording[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  /** The deep link's marker for a recording (useDeepLink's highlightProps). */
  linkProps?: (id: number) => Record<string, string>;
}

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-history-item]'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  buttons[Math.min(buttons.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
}

export function HistoryList({ recordings, selectedId, onSelect, linkProps }: Props) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id="voice-history-heading">
        Voice Recording History
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" aria-labelledby="voice-history-heading" onKeyDown={moveFocus}>
        {recordings.map((r) => {
          const current = r.id === selectedId;
          return (
            <li key={r.id}>
              <SelectableItem data-history-item="" data-testid="voice-history-item" current={current} onClick={() => onSelect(r.id)} {...linkProps?.(r.id)}>
                <Text fontWeight="medium" lineClamp={2}>
                  {r.insights.topIdea}
                </Text>
                <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted" mt="1">
                  {r.private && <PrivateBadge />}
                  <Text>{formatDayTime(r.timestamp)}</Text>
                  <Text>{formatMmSs(r.durationSeconds)}</Text>
                  {r.actions.todoCreated && (
                    <Badge colorPalette="blue" variant="subtle">
                      Task
                    </Badge>
                  )}
                  {r.actions.calendarEntry && (
                    <Badge colorPalette="purple" variant="subtle">
                      Calendar
                    </Badge>
                  )}
                  {r.transcriptionStatus === 'pending' && <Badge variant="subtle">{TRANSCRIBING}</Badge>}
                  {r.transcriptionStatus === 'failed' && (
                    <Badge colorPalette="orange" variant="subtle">
                      {TRANSCRIPTION_FAILED}
                    </Badge>
                  )}
                </HStack>
              </SelectableItem>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
