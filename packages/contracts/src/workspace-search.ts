// The command palette's data search: one request across the executive's priorities,
// decisions, goals, memory notes, life events, recordings, direct reports and calendar events, ranked,
// with typo-tolerant prefix matching and the matched words marked for highlighting.
import { z } from 'zod';
import { SnippetPartSchema } from './voice-search';

export const WORKSPACE_SEARCH_LIMIT = 20;
export const WORKSPACE_SEARCH_MAX_LIMIT = 50;

/** GET /api/executive/{id}/search?q=&limit= */
export const WorkspaceSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  limit: z
    .string()
    .regex(/^[1-9][0-9]?$/, 'must be a positive integer')
    .transform(Number)
    .pipe(z.number().int().min(1).max(WORKSPACE_SEARCH_MAX_LIMIT, `must be at most ${WORKSPACE_SEARCH_MAX_LIMIT}`))
    .optional()
    .default(WORKSPACE_SEARCH_LIMIT),
});
export type WorkspaceSearchQuery = z.input<typeof WorkspaceSearchQuerySchema>;

/** Where a result lives; each kind has one section and one deep-link parameter (see searchResultLink). */
export const WorkspaceSearchKindSchema = z.enum(['priority', 'decision', 'goal', 'memory-note', 'life-event', 'recording', 'direct-report', 'calendar-event']);
export type WorkspaceSearchKind = z.infer<typeof WorkspaceSearchKindSchema>;

export const WorkspaceSearchResultSchema = z.object({
  kind: WorkspaceSearchKindSchema,
  id: z.number().int(),
  /** The item's name (title, decision, goal, note's first words, report's name...), matched words marked. */
  title: z.array(SnippetPartSchema),
  /** A second line where another field matched (description, transcript, role...), else null. */
  detail: z.array(SnippetPartSchema).nullable(),
  /** The item's date (YYYY-MM-DD or an ISO instant) where it has one, for the result's second line. */
  date: z.string().nullable(),
});
export type WorkspaceSearchResult = z.infer<typeof WorkspaceSearchResultSchema>;

export const WorkspaceSearchResponseSchema = z.object({
  query: z.string(),
  results: z.array(WorkspaceSearchResultSchema),
});
export type WorkspaceSearchResponse = z.infer<typeof WorkspaceSearchResponseSchema>;

/** The section a result opens in and its deep-link parameter: `/dashboard/<section>?<param>=<id>`. */
export const WORKSPACE_SEARCH_TARGETS: Record<WorkspaceSearchKind, { section: string; param: string }> = {
  priority: { section: 'daily-brief', param: 'priority' },
  decision: { section: 'decisions', param: 'decision' },
  goal: { section: 'goals', param: 'goal' },
  'memory-note': { section: 'memory', param: 'note' },
  'life-event': { section: 'life-events', param: 'lifeEvent' },
  recording: { section: 'voice-insights', param: 'recording' },
  'direct-report': { section: 'team', param: 'reportId' }, // ?report= already holds a name
  'calendar-event': { section: 'calendar', param: 'event' },
};

/**
 * A result's deep link. A calendar event also carries its day (`&date=YYYY-MM-DD`, from the result's
 * date) so Calendar View opens that month and day without fetching the event first.
 */
export const searchResultLink = (result: Pick<WorkspaceSearchResult, 'kind' | 'id'> & Partial<Pick<WorkspaceSearchResult, 'date'>>) => {
  const { section, param } = WORKSPACE_SEARCH_TARGETS[result.kind];
  const day = result.kind === 'calendar-event' ? /^\d{4}-\d{2}-\d{2}/.exec(result.date ?? '')?.[0] : undefined;
  return `/dashboard/${section}?${param}=${result.id}${day ? `&date=${day}` : ''}`;
};
