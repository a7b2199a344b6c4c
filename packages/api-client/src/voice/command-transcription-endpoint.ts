// A spoken voice command as text, for browsers without speech recognition: the recorded
// audio is POSTed raw (not multipart) and the server's speech-to-text answers `{ text }`. Nothing is
// stored, so nothing is invalidated.
import type { VoiceCommandTranscriptionResponse } from '@provana/contracts';
import { voicePaths } from '@provana/contracts/paths/voice';
import type { Builder } from '../builder';

export interface TranscribeVoiceCommandArgs {
  executiveId: number;
  blob: Blob;
}

export const commandTranscriptionEndpoint = (build: Builder) => ({
  transcribeVoiceCommand: build.mutation<VoiceCommandTranscriptionResponse, TranscribeVoiceCommandArgs>({
    query: ({ executiveId, blob }) => ({
      url: voicePaths.voiceCommandTranscription(executiveId),
      method: 'POST',
      body: blob,
      headers: { 'Content-Type': blob.type || 'audio/webm' },
    }),
  }),
});
