// Matching the palette's sections and actions on the client: every word typed must start a word of
// the label or of its keywords (any order, any case); the label's matched word starts are marked.
import type { SnippetPart } from '@provana/contracts';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The label with its matched parts, or null when the query does not match. An empty query matches. */
export function matchLabel(label: string, keywords: string, query: string): SnippetPart[] | null {
  const terms = words(query);
  if (terms.length === 0) return [{ text: label, match: false }];
  const haystack = words(`${label} ${keywords}`);
  if (!terms.every((term) => haystack.some((word) => word.startsWith(term)))) return null;
  return markPrefixes(label, terms);
}

function markPrefixes(label: string, terms: string[]): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  // Each word of the label, with the longest typed term it starts with marked.
  for (const piece of label.split(/(?=[^\p{L}\p{N}])|(?<=[^\p{L}\p{N}])/u)) {
    const lower = piece.toLowerCase();
    const term = terms.filter((t) => lower.startsWith(t)).sort((a, b) => b.length - a.length)[0];
    if (term) {
      push(piece.slice(0, term.length), true);
      push(piece.slice(term.length), false);
    } else push(piece, false);
  }
  return parts;
}
