// Every executive-scoped route about voice, mounted as one router, each at its resource: recordings
// with their audio, transcript, search and privacy (/voice-recordings), a spoken command's
// transcription (/voice-command/transcription) and clarity prompts (/clarity-prompts for the
// questions, /clarity-prompt for an answer). The spec's POST /api/voice-command and
// /api/voice-recording name the executive in their body: app.ts mounts them apart.
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../app-env';
import { voiceAudioRoutes, voiceCommandTranscriptionRoutes } from './audio';
import { clarityAnswerRoutes, clarityQuestionRoutes } from './clarity';
import { voiceLibraryRoutes } from './library';
import { voiceRecordingListRoutes } from './recordings';
import { voiceTranscriptRoutes } from './transcript';

export { voiceCommandRoutes } from './commands';
export { voiceRecordingRoutes } from './recordings';

export function voiceRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .route('/voice-recordings', voiceRecordingListRoutes(deps))
    .route('/voice-recordings', voiceAudioRoutes(deps))
    .route('/voice-recordings', voiceLibraryRoutes(deps))
    .route('/voice-recordings', voiceTranscriptRoutes(deps))
    .route('/voice-command/transcription', voiceCommandTranscriptionRoutes(deps))
    .route('/clarity-prompts', clarityQuestionRoutes(deps))
    .route('/clarity-prompt', clarityAnswerRoutes(deps));
}
