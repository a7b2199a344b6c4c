// Context tags for a recording: project, core value and categories, from keywords and the tags string.
import { capitalise, hasWord } from '../text/text-utils';

/** Categories and the words that signal them, in display order. */
const CATEGORY_WORDS: ReadonlyArray<[string, readonly string[]]> = [
  ['strategy', ['strategy', 'strategic', 'vision', 'roadmap', 'expansion', 'expand', 'market', 'growth', 'decide', 'decision', 'long-term', 'plan']],
  ['team', ['team', 'hire', 'hiring', 'staff', 'people', 'one-on-one', 'coach', 'coaching', 'delegate', 'direct report', 'employees']],
  ['operations', ['operations', 'process', 'streamline', 'efficiency', 'workflow', 'vendor', 'logistics', 'system', 'systems', 'supply']],
  ['finance', ['budget', 'cost', 'costs', 'revenue', 'finance', 'financial', 'profit', 'spend', 'pricing', 'cash', 'investor', 'investors']],
  ['customers', ['customer', 'customers', 'client', 'clients']],
  ['personal', ['family', 'health', 'personal', 'kids', 'wife', 'husband', 'vacation', 'exercise', 'myself', 'home']],
];

/** Core values and their signal words; the value with the most hits wins, ties in this order. */
const VALUE_WORDS: ReadonlyArray<[string, readonly string[]]> = [
  ['Growth', ['grow', 'growth', 'learn', 'learning', 'develop', 'development', 'expand', 'expansion', 'scale']],
  ['Integrity', ['honest', 'honesty', 'integrity', 'trust', 'transparent', 'transparency', 'ethics', 'accountable']],
  ['Collaboration', ['team', 'together', 'collaborate', 'collaboration', 'partner', 'partners', 'align', 'stakeholders', 'input']],
  ['Excellence', ['quality', 'excellence', 'excellent', 'improve', 'streamline', 'efficient', 'efficiency', 'standard']],
  ['Innovation', ['innovate', 'innovation', 'experiment', 'creative', 'new idea', 'reinvent']],
  ['Service', ['serve', 'service', 'customer', 'customers', 'care', 'support']],
];

const PROJECT_NOUNS =
  'expansion|launch|initiative|rollout|migration|deal|program|programme|project|plan|merger|acquisition|partnership|redesign|portal|campaign';

const countHits = (text: string, list: readonly string[]) => list.filter((w) => hasWord(text, w)).length;

/** The comma-separated tags string, trimmed, lower-cased, de-duplicated. */
export function parseTagList(tags: string): string[] {
  return [
    ...new Set(
      tags
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** Tags that read as a project name: several words, or a project noun ("atlas rollout"). */
const looksLikeProject = (tag: string) => tag.includes(' ') || new RegExp(`\\b(?:${PROJECT_NOUNS})\\b`).test(tag);

/** Categories: the tags string's own topics first (minus project names), then keyword categories. */
export function categoriesFor(transcript: string, tagList: string[]): string[] {
  const fromTags = tagList.filter((t) => !looksLikeProject(t));
  const fromText = CATEGORY_WORDS.filter(([, list]) => countHits(transcript, list) > 0).map(([c]) => c);
  return [...new Set([...fromTags, ...fromText])];
}

export function coreValueFor(transcript: string): string | null {
  let best: string | null = null;
  let bestHits = 0;
  for (const [value, list] of VALUE_WORDS) {
    const hits = countHits(transcript, list);
    if (hits > bestHits) [best, bestHits] = [value, hits];
  }
  return best;
}

const NAMED_PROJECT = /\b(?:[Pp]roject|[Ii]nitiative|[Oo]peration) ([A-Z][\w-]*(?: [A-Z][\w-]*)*)/;
const PROPER_WITH_NOUN = new RegExp(`\\b((?:[A-Z][\\w-]*\\s)+(?:${PROJECT_NOUNS}))\\b`);
const NOT_NAMES = new Set(['I', 'We', 'The', 'This', 'That', 'Our', 'My', 'Let', 'Remind', 'Make', 'Schedule', 'Need', 'Please', 'And', 'But', 'So']);

/**
 * The project: the first tag that reads as a project name ("atlas rollout"); else "Project Atlas";
 * else a capitalised name before a project noun ("Dallas expansion"); else null.
 */
export function projectFor(transcript: string, tagList: string[]): string | null {
  const fromTags = tagList.find(looksLikeProject);
  if (fromTags) return fromTags.split(/\s+/).map(capitalise).join(' ');
  const named = NAMED_PROJECT.exec(transcript);
  if (named?.[1]) return `Project ${named[1]}`;
  const proper = PROPER_WITH_NOUN.exec(transcript);
  if (proper?.[1]) {
    const parts = proper[1].trim().split(/\s+/);
    while (parts.length > 1 && NOT_NAMES.has(parts[0] ?? '')) parts.shift();
    if (parts.length > 1) return parts.join(' ');
  }
  return null;
}
