// Marking one item private or not (PATCH with { private }): the same last segment on every kind.
import { enc, ex } from './executive';

export const privateItemPaths = {
  memoryNotePrivate: (id: number, noteId: number) => `${ex(id)}/memory/${noteId}/private`,
  personalEventPrivate: (id: number, eventId: number) => `${ex(id)}/personal-events/${eventId}/private`,
  calendarEventPrivate: (id: number, eventId: number) => `${ex(id)}/calendar-events/${eventId}/private`,
  voiceRecordingPrivate: (id: number, recordingId: number) => `${ex(id)}/voice-recordings/${recordingId}/private`,
  coachingNotePrivate: (id: number, name: string, noteId: number) => `${ex(id)}/team/${enc(name)}/notes/${noteId}/private`,
  reflectionPrivate: (id: number, weekStart: string) => `${ex(id)}/reflections/${weekStart}/private`,
} as const;
