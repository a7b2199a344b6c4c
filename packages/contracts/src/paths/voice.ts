import { ex } from './executive';

export const voicePaths = {
  voiceCommand: '/api/voice-command',
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
  clarityPrompt: (id: number) => `${ex(id)}/clarity-prompt`,
  clarityPrompts: (id: number) => `${ex(id)}/clarity-prompts`,
} as const;
