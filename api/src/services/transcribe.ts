// Server speech-to-text: audio to POST {PROVANA_STT_BASE_URL}/audio/transcriptions, the
// OpenAI-compatible endpoint of whisper.cpp's server, faster-whisper-server or LocalAI. Bounded by the
// client's timeout (PROVANA_STT_TIMEOUT_MS) and never retried; a failure is an answer (null), never a
// thrown error, and the operator's log gets only its reason (provider-failure.ts), never the audio or key.
import { toFile } from 'openai';
import type { ModelProvider } from '../assistant/model/model-provider';
import { InvalidProviderOutput } from '../assistant/model/provider-failure';
import type { Repositories } from '../db/repositories';
import { HttpError } from '../lib/http-error';

/** The transcript (trimmed, possibly empty for silence), or null when the speech server failed or timed out. */
export async function transcribe(stt: ModelProvider, audio: { data: Buffer; contentType: string; fileName: string }): Promise<string | null> {
  try {
    // The bare type: servers pick the decoder from it and the file name's extension, not from codecs.
    const type = audio.contentType.split(';')[0] ?? audio.contentType;
    const file = await toFile(audio.data, audio.fileName, { type });
    const result = await stt.client.audio.transcriptions.create({ file, model: stt.config.model, response_format: 'json' });
    if (typeof result.text === 'string') return result.text.trim().slice(0, 20000);
    stt.reportFailure('transcription', new InvalidProviderOutput('no text'));
    return null;
  } catch (cause) {
    stt.reportFailure('transcription', cause);
    return null;
  }
}

/**
 * The speech server this executive's audio may go to: only when the operator configured one AND the
 * executive turned it on (Settings → Assistant). Null otherwise; then no audio leaves the server.
 */
/** What speech-to-text is chosen from: the executive's settings and the server's provider (if any). */
export interface SpeechToTextDeps {
  repos: Repositories;
  stt: ModelProvider | null;
}

export async function speechToTextFor(deps: SpeechToTextDeps, executiveId: number): Promise<ModelProvider | null> {
  if (!deps.stt) return null;
  return (await deps.repos.assistantSettings.transcribeOnServer(executiveId)) ? deps.stt : null;
}

/** The speech server for a request that needs one: 503 when none is configured, 409 until the executive opts in. */
export async function requireSpeechToText(deps: SpeechToTextDeps, executiveId: number): Promise<ModelProvider> {
  if (!deps.stt) throw new HttpError(503, 'speech_to_text_unavailable', 'Speech-to-text is not configured on this server');
  const stt = await speechToTextFor(deps, executiveId);
  if (!stt) throw new HttpError(409, 'transcription_not_enabled', 'Server transcription is off for you: turn it on in Settings → Assistant, or type instead');
  return stt;
}
