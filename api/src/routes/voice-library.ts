// Under /api/executive/:id: search the executive's recordings (FTS5, ranked, highlighted, paged) and
// delete a recording with its audio.
import { Hono } from 'hono';
import { z } from 'zod';
import { IdParamSchema, VoiceSearchQuerySchema, type VoiceSearchResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { parseSearchQuery } from '../lib/fts-query';
import { notFound } from '../lib/http-error';
import { paramsOf, queryOf } from '../lib/validate';

const RecordingParamsSchema = z.object({ recordingId: IdParamSchema });

export function voiceLibraryRoutes({ repos }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/voice-recordings/search', (c) => {
      const { q, page, pageSize } = queryOf(c, VoiceSearchQuerySchema);
      const { match } = parseSearchQuery(q);
      const found = match ? repos.voiceSearch.search(c.get('executiveId'), match, page, pageSize) : { total: 0, results: [] };
      return c.json({ query: q, page, pageSize, ...found } satisfies VoiceSearchResponse);
    })
    .delete('/voice-recordings/:recordingId', (c) => {
      const { recordingId } = paramsOf(c, RecordingParamsSchema);
      if (!repos.voiceRecordings.remove(c.get('executiveId'), recordingId)) throw notFound('Voice recording');
      return c.json({ success: true as const });
    });
}
