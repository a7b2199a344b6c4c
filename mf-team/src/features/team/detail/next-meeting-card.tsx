// Next Meeting Preparation: the scheduled meeting, the check-in prompt, the first two automated
// coaching questions, and Schedule Follow-up / Add Meeting Notes.
import { WriteOnly } from '@provana/sections';
import { useState } from 'react';
import { formatApiError } from '@provana/api-client';
import { useGetCoachingPromptsQuery } from '@provana/api-client/team';
import { Button, HStack, SectionCard, Skeleton, Stack, Text } from '@provana/ui';
import { formatMeeting } from '@provana/dates';
import { isUpcoming } from '../../../lib/team-rules';
import { FollowUpForm } from './follow-up-form';
import { MeetingNotesForm } from './meeting-notes-form';
import type { ReportProps } from './report-detail';

const COACHING_QUESTIONS = 2;

export function NextMeetingCard({ executiveId, report, now }: ReportProps) {
  const prompts = useGetCoachingPromptsQuery({ executiveId, name: report.name });
  const [open, setOpen] = useState<'follow-up' | 'notes' | null>(null);
  const upcoming = isUpcoming(report.next_meeting, now);
  // Notes attach to the scheduled meeting, or to the last one when none is ahead.
  const meetingAt = upcoming ? report.next_meeting : (report.last_meeting ?? report.next_meeting);

  return (
    <SectionCard title="Next Meeting Preparation" level={3}>
      <Stack gap="3">
        <Text data-testid="next-meeting">
          <Text as="span" fontWeight="medium">
            Scheduled meeting:{' '}
          </Text>
          {report.next_meeting && upcoming ? formatMeeting(report.next_meeting) : 'No meeting scheduled'}
        </Text>
        <Text>
          <Text as="span" fontWeight="medium">
            Check-in prompt:{' '}
          </Text>
          {report.alerts.check_in_prompt}
        </Text>
        <Stack gap="1">
          <Text fontWeight="medium">Automated coaching questions</Text>
          {prompts.isLoading ? (
            <Skeleton h="10" aria-label="Loading coaching questions..." />
          ) : prompts.error || !prompts.data ? (
            <Text color="fg.error" role="alert">
              Coaching questions could not be loaded ({formatApiError(prompts.error)}).
            </Text>
          ) : prompts.data.automated_prompts.length === 0 ? (
            <Text color="fg.muted">No coaching questions for this meeting.</Text>
          ) : (
            <Stack as="ol" ps="5" gap="1" listStyleType="decimal">
              {prompts.data.automated_prompts.slice(0, COACHING_QUESTIONS).map((q) => (
                <li key={q}>{q}</li>
              ))}
            </Stack>
          )}
        </Stack>
        <WriteOnly>
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant={open === 'follow-up' ? 'solid' : 'outline'}
              aria-expanded={open === 'follow-up'}
              onClick={() => setOpen(open === 'follow-up' ? null : 'follow-up')}
            >
              Schedule Follow-up
            </Button>
            <Button
              size="sm"
              variant={open === 'notes' ? 'solid' : 'outline'}
              aria-expanded={open === 'notes'}
              disabled={!meetingAt}
              onClick={() => setOpen(open === 'notes' ? null : 'notes')}
            >
              Add Meeting Notes
            </Button>
          </HStack>
          {open === 'follow-up' && <FollowUpForm executiveId={executiveId} report={report} onDone={() => setOpen(null)} />}
          {open === 'notes' && meetingAt && <MeetingNotesForm executiveId={executiveId} report={report} meetingAt={meetingAt} />}
        </WriteOnly>
      </Stack>
    </SectionCard>
  );
}
