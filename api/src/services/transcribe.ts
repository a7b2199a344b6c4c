// Server speech-to-text (issue 17 §3): audio to POST {PROVANA_STT_BASE_URL}/audio/transcriptions, the
// OpenAI-compatible endpoint of whisper.cpp's server, faster-whisper-server or LocalAI. Bounded by the
// client's timeout (PROVANA_STT_TIMEOUT_MS) and never retried; a failure is an answer (null), never a
// thrown error, and nothing of the request (the key least of all) is logged.
import { toFile } from 'openai';
import type { ModelProvider } from '../assistant/model/model-provider';

/** The transcript (trimmed, possibly empty for silence), or null when the speech server failed or timed out. */
export async function transcribe(stt: ModelProvider, audio: { data: Buffer; contentType: string; fileName: string }): Promise<string | null> {
  try {
    // The bare type: servers pick the decoder from it and the file name's extension, not from codecs.
    const type = audio.contentType.split(';')[0] ?? audio.contentType;
    const file = await toFile(audio.data, audio.fileName, { type });
    const result = await stt.client.audio.transcriptions.create({ file, model: stt.config.model, response_format: 'json' });
    return typeof result.text === 'string' ? result.text.trim().slice(0, 20000) : null;
  } catch {
    return null;
  }
}
