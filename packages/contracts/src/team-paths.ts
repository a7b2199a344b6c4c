// The team remote's own API paths (follow-ups, meeting notes, the 1:1 agenda, action items, managing
// the team), apart from apiPaths so the dashboard's first load does not carry them.
const ex = (id: number) => `/api/executive/${id}`;
const enc = encodeURIComponent;

export const teamPaths = {
  teamFollowUpSlot: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/follow-up-slot`,
  teamFollowUp: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/follow-up`,
  meetingNotes: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/meeting-notes`,
  talkingPoints: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/talking-points`,
  talkingPoint: (id: number, name: string, pointId: number) => `${ex(id)}/team/${enc(name)}/talking-points/${pointId}`,
  talkingPointOrder: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/talking-points/order`,
  completeMeeting: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/meeting/complete`,
  teamActionItems: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/action-items`,
  teamActionItem: (id: number, name: string, itemId: number) => `${ex(id)}/team/${enc(name)}/action-items/${itemId}`,
  teamMember: (id: number, name: string) => `${ex(id)}/team/${enc(name)}`,
  archiveTeamMember: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/archive`,
} as const;
