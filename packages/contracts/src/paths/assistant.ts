import { ex } from './executive';

export const assistantPaths = {
  /** GET / PUT { choice?, transcribeOnServer? }: built-in assistant or the operator's model, and server speech-to-text. */
  assistantSettings: (id: number) => `${ex(id)}/assistant-settings`,
  /** POST { command }: the answer as server-sent events (VoiceCommandStreamEvent). */
  assistantVoiceCommand: (id: number) => `${ex(id)}/assistant/voice-command`,
  /** POST { action }: writes one action the model proposed, once the executive confirms it. */
  assistantActions: (id: number) => `${ex(id)}/assistant/actions`,
} as const;
