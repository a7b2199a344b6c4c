import { z } from 'zod';
import { VoiceRecordingSchema } from './voice';

/** Results per page of a voice search: the default and the most a client may ask for. */
export const VOICE_SEARCH_PAGE_SIZE = 10;
export const VOICE_SEARCH_MAX_PAGE_SIZE = 50;

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'must be a positive integer')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max, `must be at most ${max}`));

/** GET /api/executive/{id}/voice-recordings/search?q=&page=&pageSize= */
export const VoiceSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  page: positiveInt(100000).optional().default(1),
  pageSize: positiveInt(VOICE_SEARCH_MAX_PAGE_SIZE).optional().default(VOICE_SEARCH_PAGE_SIZE),
});
export type VoiceSearchQuery = z.input<typeof VoiceSearchQuerySchema>;

/** A piece of a snippet: `match` marks the words that matched the query (to be highlighted). */
export const SnippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof SnippetPartSchema>;

export const VoiceSearchFieldSchema = z.enum(['transcript', 'topIdea', 'actionSuggestion', 'personalAnchor']);
export type VoiceSearchField = z.infer<typeof VoiceSearchFieldSchema>;

export const VoiceSearchHitSchema = z.object({
  recording: VoiceRecordingSchema,
  /** The field the snippet comes from (the one that matched best). */
  field: VoiceSearchFieldSchema,
  snippet: z.array(SnippetPartSchema),
});
export type VoiceSearchHit = z.infer<typeof VoiceSearchHitSchema>;

export const VoiceSearchResponseSchema = z.object({
  query: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(VoiceSearchHitSchema),
});
export type VoiceSearchResponse = z.infer<typeof VoiceSearchResponseSchema>;
