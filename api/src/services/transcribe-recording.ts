// A stored recording's audio through server speech-to-text, then its analysis run again on the new
// transcript (insights, actions, tags, the requested task once, the search index): after an upload
// and when the executive retries. The caller has checked the executive opted in (speechToTextFor).
import type { AssistantDeps } from './assistant-for';
import type { ModelProvider } from '../assistant/model/model-provider';
import { audioFileName } from '../lib/audio-policy';
import { reanalyseRecording, type Reanalysed } from './recording-analysis';
import { transcribe } from './transcribe';

export type RecordingTranscriptionOutcome =
  | { kind: 'done'; transcript: string; analysis: Reanalysed }
  /** The speech server failed, timed out or heard nothing: the recording is marked failed. */
  | { kind: 'failed' }
  /** A transcript arrived meanwhile (the executive typed one): it stays, with its own analysis. */
  | { kind: 'superseded' };

export async function transcribeRecording(
  deps: AssistantDeps,
  stt: ModelProvider,
  executiveId: number,
  recordingId: number,
  audio: { data: Buffer; contentType: string },
  now: Date,
  timeZone: string,
): Promise<RecordingTranscriptionOutcome> {
  const { repos } = deps;
  const text = await transcribe(stt, { ...audio, fileName: audioFileName(recordingId, audio.contentType) });
  if (!text) {
    await repos.voiceRecordings.setTranscriptionFailed(executiveId, recordingId);
    return { kind: 'failed' };
  }
  if (!(await repos.voiceRecordings.setTranscriptIfEmpty(executiveId, recordingId, text))) return { kind: 'superseded' };
  const analysis = await reanalyseRecording(deps, executiveId, recordingId, now, timeZone);
  return { kind: 'done', transcript: text, analysis };
}
