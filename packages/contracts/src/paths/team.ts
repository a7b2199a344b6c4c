// The team list, a report's voice logs, coaching, follow-ups, meeting notes, the 1:1 agenda and
// action items, and managing the team.
import { enc, ex } from './executive';

export const teamPaths = {
  team: (id: number) => `${ex(id)}/team`,
  teamVoiceLog: (id: number) => `${ex(id)}/team/voice-log`,
  teamVoiceLogs: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/voice-logs`,
  teamVoiceLogEntry: (id: number, name: string, logId: number) => `${ex(id)}/team/${enc(name)}/voice-logs/${logId}`,
  coachingPrompts: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/coaching-prompts`,
  coachingNotes: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/notes`,
  teamFollowUpSlot: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/follow-up-slot`,
  teamFollowUp: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/follow-up`,
  meetingNotes: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/meeting-notes`,
  talkingPoints: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/talking-points`,
  talkingPoint: (id: number, name: string, pointId: number) => `${ex(id)}/team/${enc(name)}/talking-points/${pointId}`,
  talkingPointOrder: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/talking-points/order`,
  completeMeeting: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/meeting/complete`,
  teamActionItems: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/action-items`,
  teamActionItem: (id: number, name: string, itemId: number) => `${ex(id)}/team/${enc(name)}/action-items/${itemId}`,
  directReport: (id: number, name: string) => `${ex(id)}/team/${enc(name)}`,
  archiveDirectReport: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/archive`,
} as const;
