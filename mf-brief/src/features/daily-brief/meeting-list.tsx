// Today's meetings: title, start time, location, the subscribed calendar it comes from, attendees.
// Plain elements styled by the list (a Chakra component per line costs a style resolution per render).
import { Text, chakra, type SystemStyleObject } from '@provana/ui';
import type { BriefMeeting } from '@provana/contracts';
import { formatClockFromText } from '@provana/dates';

const MEETING_LIST: SystemStyleObject = {
  listStyleType: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  '& > li': { display: 'flex', flexDirection: 'column', gap: '0.5' },
  '& [data-part=title]': { fontWeight: 'medium' },
  '& [data-part=when]': { fontSize: 'sm', color: 'fg.muted' },
  '& [data-part=with]': { fontSize: 'xs', color: 'fg.muted' },
};

export function MeetingList({ meetings }: { meetings: readonly BriefMeeting[] }) {
  if (meetings.length === 0) return <Text color="fg.muted">No meetings today.</Text>;
  return (
    <chakra.ul css={MEETING_LIST} aria-label="Today's meetings">
      {meetings.map((meeting) => (
        <li key={meeting.id} data-testid="brief-meeting">
          <p data-part="title">{meeting.title}</p>
          <p data-part="when">
            {formatClockFromText(meeting.startTime)}
            {meeting.location ? ` · ${meeting.location}` : ''}
            {meeting.source ? ` · From ${meeting.source.name}` : ''}
          </p>
          {meeting.attendees.length > 0 && <p data-part="with">With {meeting.attendees.join(', ')}</p>}
        </li>
      ))}
    </chakra.ul>
  );
}
