/** Meetings by day offset from the seed day; today (0) is the busiest so the brief is full. */
export interface MeetingSeed {
  dayOffset: number;
  title: string;
  start: string;
  minutes: number;
  location: string;
  attendees: string[];
  type: string;
}

export const meetingSeeds: MeetingSeed[] = [
  { dayOffset: 0, title: 'Operations leadership stand-up', start: '08:30', minutes: 30, location: 'Conference Room B', attendees: ['Sarah Chen', 'Marcus Johnson', 'Priya Patel', 'David Okafor'], type: 'team' },
  { dayOffset: 0, title: '1:1 with Sarah Chen', start: '10:00', minutes: 45, location: "Alex's office", attendees: ['Sarah Chen'], type: 'one_on_one' },
  { dayOffset: 0, title: 'Halvorsen Retail recovery call', start: '11:30', minutes: 30, location: 'Zoom', attendees: ['Ingrid Halvorsen', 'Marcus Johnson'], type: 'client' },
  { dayOffset: 0, title: 'Budget review with Finance', start: '14:00', minutes: 60, location: 'Boardroom, 12th floor', attendees: ['Rachel Kim (CFO)', 'Tom Alvarez'], type: 'strategic' },
  { dayOffset: 0, title: 'Vendor onboarding working session', start: '16:00', minutes: 45, location: 'Teams', attendees: ['Priya Patel', 'Procurement team'], type: 'working_session' },
  { dayOffset: 1, title: 'Board prep: Q3 operating margin', start: '09:00', minutes: 60, location: 'Boardroom, 12th floor', attendees: ['Rachel Kim (CFO)', 'CEO office'], type: 'strategic' },
  { dayOffset: 1, title: '1:1 with Marcus Johnson', start: '13:30', minutes: 45, location: "Alex's office", attendees: ['Marcus Johnson'], type: 'one_on_one' },
  { dayOffset: 2, title: 'Dallas site planning', start: '10:00', minutes: 90, location: 'Zoom', attendees: ['David Okafor', 'Real estate partner'], type: 'strategic' },
  { dayOffset: 2, title: '1:1 with Priya Patel', start: '15:00', minutes: 45, location: 'Coffee bar, 3rd floor', attendees: ['Priya Patel'], type: 'one_on_one' },
  { dayOffset: 3, title: 'All-hands rehearsal', start: '11:00', minutes: 30, location: 'Auditorium', attendees: ['Comms team'], type: 'team' },
  { dayOffset: 4, title: '1:1 with David Okafor', start: '09:30', minutes: 45, location: 'Warehouse 2 office', attendees: ['David Okafor'], type: 'one_on_one' },
  { dayOffset: 6, title: 'Quarterly business review: Meridian Foods', start: '14:00', minutes: 90, location: 'Client HQ, Chicago', attendees: ['Meridian leadership', 'Marcus Johnson'], type: 'client' },
  { dayOffset: -1, title: 'Weekly operations review', start: '15:00', minutes: 60, location: 'Conference Room B', attendees: ['Operations leads'], type: 'team' },
];
