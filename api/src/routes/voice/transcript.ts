// Mounted at /voice-recordings: a recording's transcript after it was stored: the executive edits it
// (PATCH, analysed anew), or asks the server to transcribe its audio again (POST …/transcription,
// when opted in to server speech-to-text). Both answer the recording with its new analysis.
import { Hono } from 'hono';
import { z } from 'zod';
import { EditVoiceTranscriptBodySchema, IdParamSchema, type RetryTranscriptionResponse, type VoiceRecordingAnalysisResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { executiveNow } from '../../lib/executive-now';
import { HttpError, notFound } from '../../lib/http-error';
import { validJson, validParams } from '../../lib/validation';
import { reanalyseRecording, type Reanalysed } from '../../services/recording-analysis';
import { requireSpeechToText } from '../../services/transcribe';
import { transcribeRecording } from '../../services/transcribe-recording';
import { requires } from '../../middleware/requires';

const ParamsSchema = z.object({ recordingId: IdParamSchema });

const analysisFields = (a: Reanalysed) => ({
  createdPriorityId: a.createdPriorityId,
  ...a.attribution,
  ...(a.proposals.length > 0 ? { proposals: a.proposals } : {}),
});

export function voiceTranscriptRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  // A recording private to the reader is not found (404), for reading and for editing alike.
  const stored = async (executiveId: number, recordingId: number, seesPrivate: boolean) => {
    const recording = await repos.voiceRecordings.get(executiveId, recordingId, seesPrivate);
    if (!recording) throw notFound('Voice recording');
    return recording;
  };
  return new Hono<AppEnv>()
    .patch('/:recordingId', requires('write'), validParams(ParamsSchema), validJson(EditVoiceTranscriptBodySchema), async (c) => {
      const { recordingId } = c.req.valid('param');
      const { transcript } = c.req.valid('json');
      const executiveId = c.get('executiveId');
      await stored(executiveId, recordingId, c.get('seesPrivate'));
      if (!(await repos.voiceRecordings.setTranscript(executiveId, recordingId, transcript))) throw notFound('Voice recording');
      const analysis = await reanalyseRecording(deps, executiveId, recordingId, executiveNow(c, clock), c.get('timeZone'));
      const response: VoiceRecordingAnalysisResponse = { recording: await stored(executiveId, recordingId, c.get('seesPrivate')), ...analysisFields(analysis) };
      return c.json(response);
    })
    .post('/:recordingId/transcription', requires('write'), validParams(ParamsSchema), async (c) => {
      const { recordingId } = c.req.valid('param');
      const executiveId = c.get('executiveId');
      const recording = await stored(executiveId, recordingId, c.get('seesPrivate'));
      const stt = await requireSpeechToText(deps, executiveId);
      if (recording.transcript !== '') throw new HttpError(409, 'transcript_present', 'This recording already has a transcript: edit it instead');
      const info = await repos.voiceAudio.info(recordingId);
      if (!info || info.size === 0) throw new HttpError(409, 'no_audio', 'This recording has no stored audio to transcribe: type its transcript instead');
      const data = await repos.voiceAudio.read(recordingId, 0, info.size - 1);
      const outcome = await transcribeRecording(
        deps,
        stt,
        executiveId,
        recordingId,
        { data, contentType: info.content_type },
        executiveNow(c, clock),
        c.get('timeZone'),
      );
      const response: RetryTranscriptionResponse = {
        transcription: outcome.kind === 'failed' ? 'failed' : 'done',
        recording: await stored(executiveId, recordingId, c.get('seesPrivate')),
        ...(outcome.kind === 'done' ? analysisFields(outcome.analysis) : { createdPriorityId: null }),
      };
      return c.json(response);
    });
}
