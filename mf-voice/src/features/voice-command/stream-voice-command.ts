// The model's answer to a voice command as it streams: POST .../assistant/voice-command,
// read with a ReadableStream and a TextDecoder, each `data:` line checked against the contract and
// handed on as it arrives. Resolves once the stream closed with `done`; rejects on a failed
// response, a malformed event or a stream that ends without `done`.
import type { VoiceCommandStreamEvent } from '@provana/contracts';
import { assistantPaths } from '@provana/contracts/paths/assistant';
import { createSseLineParser, parseStreamEvent } from './sse-lines';

export async function streamVoiceCommand(
  executiveId: number,
  command: string,
  onEvent: (event: VoiceCommandStreamEvent) => void,
  signal?: AbortSignal,
): Promise<Extract<VoiceCommandStreamEvent, { type: 'done' }>> {
  const response = await fetch(assistantPaths.assistantVoiceCommand(executiveId), {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ command }),
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`Voice command stream failed: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseLineParser();
  let done: Extract<VoiceCommandStreamEvent, { type: 'done' }> | null = null;
  const handle = (payloads: string[]) => {
    for (const data of payloads) {
      const event = parseStreamEvent(data);
      if (event.type === 'done') done = event;
      onEvent(event);
    }
  };
  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      handle(parser.push(decoder.decode(value, { stream: true })));
    }
    handle(parser.push(decoder.decode()));
    handle(parser.flush());
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
  if (!done) throw new Error('Voice command stream ended without an answer');
  return done;
}
