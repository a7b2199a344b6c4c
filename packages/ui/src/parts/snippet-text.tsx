// Text whose matched words (a search snippet's `match` parts) are highlighted in <mark>: the voice
// library's search results and the command palette's rows.
import type { SnippetPart } from '@provana/contracts';
import { Text, chakra, type TextProps } from '@provana/ui';

export function SnippetText({ parts, ...props }: { parts: SnippetPart[] } & TextProps) {
  return (
    <Text fontSize="sm" {...props}>
      {parts.map((part, i) =>
        part.match ? (
          <chakra.mark key={i} bg="highlight" color="highlight.fg" px="0.5" borderRadius="sm">
            {part.text}
          </chakra.mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
