// Today's meetings: title, start time, location, the subscribed calendar it comes from, attendees.
import { Stack, Text } from '@provana/ui';
import type { BriefMeeting } from '@provana/contracts';
import { formatClockFromText } from '@provana/dates';

export function MeetingList({ meetings }: { meetings: readonly BriefMeeting[] }) {
  if (meetings.length === 0) return <Text color="fg.muted">No meetings today.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Today's meetings">
      {meetings.map((meeting) => (
        <Stack as="li" key={meeting.id} gap="0.5" data-testid="brief-meeting">
          <Text fontWeight="medium">{meeting.title}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatClockFromText(meeting.startTime)}
            {meeting.location ? ` · ${meeting.location}` : ''}
            {meeting.source ? ` · From ${meeting.source.name}` : ''}
          </Text>
          {meeting.attendees.length > 0 && (
            <Text fontSize="xs" color="fg.muted">
              With {meeting.attendees.join(', ')}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
