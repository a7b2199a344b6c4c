// A direct report and what hangs off them, one repository per entity.
export { directReportsRepository, type NewDirectReport, type ReportFields } from './direct-reports';
export { coachingNotesRepository } from './coaching-notes';
export { teamVoiceLogsRepository } from './voice-logs';
export { meetingNotesRepository } from './meeting-notes';
export { oneOnOnesRepository, type NewTeamActionItem } from './one-on-ones';
