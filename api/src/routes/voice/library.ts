// Mounted at /voice-recordings: search the executive's recordings (full text, ranked, highlighted, paged)
// and delete a recording with its audio; mark one private (the owner, a Full delegate). A recording
// private to the reader is neither found nor deleted.
import { Hono } from 'hono';
import { z } from 'zod';
import { IdParamSchema, SetPrivateBodySchema, type SetPrivateResponse, VoiceSearchQuerySchema, type VoiceSearchResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { parseSearchQuery } from '../../lib/fts-query';
import { notFound } from '../../lib/http-error';
import { assertMayMarkPrivate } from '../../lib/private-items';
import { validJson, validParams, validQuery } from '../../lib/validation';
import { requires } from '../../middleware/requires';

const RecordingParamsSchema = z.object({ recordingId: IdParamSchema });

export function voiceLibraryRoutes({ repos }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/search', requires('read'), validQuery(VoiceSearchQuerySchema), async (c) => {
      const { q, page, pageSize } = c.req.valid('query');
      const found = await repos.voiceSearch.search(c.get('executiveId'), parseSearchQuery(q), page, pageSize, c.get('seesPrivate'));
      return c.json({ query: q, page, pageSize, ...found } satisfies VoiceSearchResponse);
    })
    .delete('/:recordingId', requires('write'), validParams(RecordingParamsSchema), async (c) => {
      const { recordingId } = c.req.valid('param');
      if (!(await repos.voiceRecordings.remove(c.get('executiveId'), recordingId, c.get('seesPrivate')))) throw notFound('Voice recording');
      return c.json({ success: true as const });
    })
    .patch('/:recordingId/private', requires('private'), validParams(RecordingParamsSchema), validJson(SetPrivateBodySchema), async (c) => {
      const { recordingId } = c.req.valid('param');
      const body = c.req.valid('json');
      assertMayMarkPrivate(c.get('seesPrivate'), body.private);
      if (!(await repos.voiceRecordings.setPrivate(c.get('executiveId'), recordingId, body.private, c.get('seesPrivate')))) throw notFound('Voice recording');
      return c.json({ id: recordingId, private: body.private } satisfies SetPrivateResponse);
    });
}
