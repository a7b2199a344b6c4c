// Reads of the workspace search index (migration 016; the SQL per database in
// dialect/workspace-search.ts): the indexed words near a typed one's length, and the executive's
// entries matching an expanded query, best first. Ranking and highlighting are the service's
// (services/search/), the same on both databases.
import type { WorkspaceSearchKind } from '@provana/contracts';
import type { Conn } from './conn';
import { workspaceCandidates, workspaceVocabulary, type ExpandedTerm } from '../dialect/workspace-search';

export interface SearchEntry {
  kind: WorkspaceSearchKind;
  id: number;
  title: string;
  /** The other searched fields, one a line. */
  body: string;
  date: string | null;
  done: boolean;
}

export interface VocabularyWord {
  word: string;
  /** How many entries use it. */
  uses: number;
}

/** Only letter-and-digit words can be query terms (PostgreSQL's parser also keeps "on-time" whole). */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;
/** SQLite's owner tokens ('e42'), in its vocabulary but never in a title or body. */
const OWNER_TOKEN = /^e[0-9]+$/;

export function workspaceSearchRepository({ db, dialect }: Conn) {
  return {
    /** The indexed words starting with `first`, of min to max characters, the executive's search can expand to. */
    async vocabulary(executiveId: number, first: string, min: number, max: number): Promise<VocabularyWord[]> {
      const { rows } = await workspaceVocabulary(dialect, executiveId, first, min, max).execute(db);
      return rows
        .filter((r) => PLAIN_WORD.test(r.word) && !(dialect === 'sqlite' && OWNER_TOKEN.test(r.word)))
        .map((r) => ({ word: r.word, uses: Number(r.uses) }));
    },

    /** Up to `limit` of the executive's entries that match every term and the reader may see, the database's best first. */
    async candidates(executiveId: number, terms: readonly ExpandedTerm[], limit: number, seesPrivate: boolean): Promise<SearchEntry[]> {
      if (terms.length === 0) return [];
      const { rows } = await workspaceCandidates(dialect, executiveId, terms, limit, seesPrivate).execute(db);
      return rows.map((r) => ({
        kind: r.kind as WorkspaceSearchKind,
        id: Number(r.item_id),
        title: r.title,
        body: r.body,
        date: r.item_date ?? null,
        done: Number(r.done) === 1,
      }));
    },
  };
}
