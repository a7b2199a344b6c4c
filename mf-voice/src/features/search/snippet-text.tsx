// A search snippet with the matched words in <mark>.
import type { SnippetPart } from '@provana/contracts';
import { Text, chakra } from '@provana/ui';

export function SnippetText({ parts }: { parts: SnippetPart[] }) {
  return (
    <Text fontSize="sm">
      {parts.map((part, i) =>
        part.match ? (
          <chakra.mark key={i} bg="yellow.200" color="fg" px="0.5" borderRadius="sm">{part.text}</chakra.mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
