// The team: each direct report and what hangs off them, one repository per entity (as routes/team/).
export { directReportsRepository } from './direct-reports';
export { coachingNotesRepository } from './coaching-notes';
export { teamVoiceLogsRepository } from './voice-logs';
export { meetingNotesRepository } from './meeting-notes';
export { oneOnOnesRepository } from './one-on-ones';
