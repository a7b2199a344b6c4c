// Server-sent events, read as they arrive: chunks of text (split anywhere, even mid-line) in, the
// payload of each complete `data:` line out, each validated against the stream's event contract.
// Comments (":"), other fields (event:, id:, retry:) and blank lines are skipped.
import { VoiceCommandStreamEventSchema, type VoiceCommandStreamEvent } from '@provana/contracts';

/** Splits text chunks into complete lines; a line's end may arrive in a later chunk. */
export function createSseLineParser() {
  let pending = '';
  const dataOf = (line: string): string | null => {
    const clean = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (!clean.startsWith('data:')) return null;
    const value = clean.slice(5);
    return value.startsWith(' ') ? value.slice(1) : value;
  };
  return {
    /** The `data:` payloads of every line this chunk completes. */
    push(chunk: string): string[] {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      return lines.map(dataOf).filter((d): d is string => d !== null);
    },
    /** The last line when the stream ends without a newline after it. */
    flush(): string[] {
      const rest = pending;
      pending = '';
      const data = rest ? dataOf(rest) : null;
      return data === null ? [] : [data];
    },
  };
}

/** One `data:` payload as a stream event; throws when it is not JSON or not a valid event. */
export function parseStreamEvent(data: string): VoiceCommandStreamEvent {
  return VoiceCommandStreamEventSchema.parse(JSON.parse(data));
}
