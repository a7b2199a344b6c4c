// Every API path, built in one place for the server's tests and the client.
const ex = (id: number) => `/api/executive/${id}`;
const enc = encodeURIComponent;

export const apiPaths = {
  signup: '/api/auth/signup',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  /** PUT { timeZone }: the executive's IANA time zone. */
  timeZone: (id: number) => `${ex(id)}/time-zone`,
  voiceCommand: '/api/voice-command',
  /** GET / PUT { choice?, transcribeOnServer? }: built-in assistant or the operator's model, and server speech-to-text (issue 17). */
  assistantSettings: (id: number) => `${ex(id)}/assistant-settings`,
  /** POST { command }: the answer as server-sent events (VoiceCommandStreamEvent). */
  assistantVoiceCommand: (id: number) => `${ex(id)}/assistant/voice-command`,
  /** POST { action }: writes one action the model proposed, once the executive confirms it. */
  assistantActions: (id: number) => `${ex(id)}/assistant/actions`,
  voiceRecording: '/api/voice-recording',
  voiceRecordings: (id: number) => `${ex(id)}/voice-recordings`,
  voiceRecordingAudio: (id: number, recordingId: number) => `${ex(id)}/voice-recordings/${recordingId}/audio`,
  /** POST a short spoken command (raw audio/*) for server speech-to-text. */
  voiceCommandTranscription: (id: number) => `${ex(id)}/voice-command/transcription`,
  /** DELETE; PATCH { transcript }: the executive's own transcript, analysed anew. */
  voiceRecordingEntry: (id: number, recordingId: number) => `${ex(id)}/voice-recordings/${recordingId}`,
  /** POST: transcribe the stored audio again (server speech-to-text, opted in). */
  voiceRecordingTranscription: (id: number, recordingId: number) => `${ex(id)}/voice-recordings/${recordingId}/transcription`,
  voiceSearch: (id: number) => `${ex(id)}/voice-recordings/search`,
  /** GET ?q=&limit=: the command palette's search across the executive's data (issue 19). */
  workspaceSearch: (id: number) => `${ex(id)}/search`,
  /** GET / PUT { theme }: the executive's appearance (issue 19). */
  appearance: (id: number) => `${ex(id)}/appearance`,
  priorities: (id: number) => `${ex(id)}/priorities`,
  priority: (id: number, taskId: number) => `${ex(id)}/priorities/${taskId}`,
  clarityPrompt: (id: number) => `${ex(id)}/clarity-prompt`,
  clarityPrompts: (id: number) => `${ex(id)}/clarity-prompts`,
  timeBlockSuggestions: (id: number) => `${ex(id)}/time-block-suggestions`,
  calendarEvents: (id: number) => `${ex(id)}/calendar-events`,
  calendar: (id: number) => `${ex(id)}/calendar`,
  meetings: (id: number) => `${ex(id)}/meetings`,
  dailyBrief: (id: number) => `${ex(id)}/daily-brief`,
  notifications: (id: number) => `${ex(id)}/notifications`,
  decisions: (id: number) => `${ex(id)}/decisions`,
  memory: (id: number) => `${ex(id)}/memory`,
  personalEvents: (id: number) => `${ex(id)}/personal-events`,
  reflections: (id: number) => `${ex(id)}/reflections`,
  goals: (id: number) => `${ex(id)}/goals`,
  legacyGoals: (id: number) => `/api/goals/${id}`,
  legacyMeetings: (id: number) => `/api/meetings/${id}`,
  legacyPriorities: (id: number) => `/api/priorities/${id}`,
  team: (id: number) => `${ex(id)}/team`,
  teamVoiceLog: (id: number) => `${ex(id)}/team/voice-log`,
  teamVoiceLogs: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/voice-logs`,
  teamVoiceLogEntry: (id: number, name: string, logId: number) => `${ex(id)}/team/${enc(name)}/voice-logs/${logId}`,
  coachingPrompts: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/coaching-prompts`,
  coachingNotes: (id: number, name: string) => `${ex(id)}/team/${enc(name)}/notes`,
  leadership: (id: number) => `${ex(id)}/leadership`,
  leadershipProfile: (id: number) => `${ex(id)}/leadership/profile`,
  goal: (id: number, goalId: number) => `${ex(id)}/goals/${goalId}`,
  reflection: (id: number, weekStart: string) => `${ex(id)}/reflections/${weekStart}`,
  assessmentQuestions: (id: number) => `${ex(id)}/leadership/assessment-questions`,
  assessments: (id: number) => `${ex(id)}/leadership/assessments`,
  lessonProgress: (id: number, lessonId: number) => `${ex(id)}/leadership/lessons/${lessonId}`,
  actionItemTask: (id: number, itemId: number) => `${ex(id)}/leadership/action-items/${itemId}/task`,
} as const;
