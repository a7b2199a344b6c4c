// Reads a server-sent-events response as it arrives: each event (name, data, id) in order, awaited
// one by one, so a test can act while the stream stays open.
export interface SseEvent {
  event: string;
  data: string;
  id: string | undefined;
}

export interface SseStream {
  /** The next event that matches (others before it are skipped); rejects after timeoutMs. */
  next: (match?: (event: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close: () => Promise<void>;
}

export function readSse(res: Response): SseStream {
  if (!res.body) throw new Error('the response has no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const queue: SseEvent[] = [];
  const waiting = new Set<() => void>();
  let buffer = '';
  let done = false;
  const wake = () => {
    for (const check of [...waiting]) check();
  };
  const parse = (block: string) => {
    const event: SseEvent = { event: 'message', data: '', id: undefined };
    const data: string[] = [];
    let fields = 0;
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const at = line.indexOf(':');
      const name = at === -1 ? line : line.slice(0, at);
      const value = at === -1 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (name === 'event') event.event = value;
      else if (name === 'data') data.push(value);
      else if (name === 'id') event.id = value;
      else continue;
      fields += 1;
    }
    event.data = data.join('\n');
    if (fields > 0) queue.push(event);
  };
  const ended = (async () => {
    for (;;) {
      const { value, done: finished } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (finished) break;
      buffer += decoder.decode(value, { stream: true });
      for (let at = buffer.indexOf('\n\n'); at !== -1; at = buffer.indexOf('\n\n')) {
        parse(buffer.slice(0, at));
        buffer = buffer.slice(at + 2);
      }
      wake();
    }
    done = true;
    wake();
  })();
  const next = (match: (event: SseEvent) => boolean = () => true, timeoutMs = 3_000) =>
    new Promise<SseEvent>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no matching event within ${timeoutMs} ms`));
      }, timeoutMs);
      const check = () => {
        while (queue.length > 0) {
          const event = queue.shift()!;
          if (match(event)) {
            clearTimeout(timer);
            waiting.delete(check);
            resolve(event);
            return;
          }
        }
        if (done) {
          clearTimeout(timer);
          waiting.delete(check);
          reject(new Error('the stream ended'));
        }
      };
      waiting.add(check);
      check();
    });
  return { next, ended, close: () => reader.cancel().catch(() => undefined) };
}
