// One live-updates stream (server-sent events) kept open: the browser's EventSource, reopened by us
// after an error with a growing, jittered delay (a server that is down or refusing is not hammered),
// resuming after the last event received (`lastEventId` in the query: a new EventSource does not send
// the Last-Event-ID header), and reopened when it has been silent past two missed heartbeats.
import { LIVE_EVENTS, type LiveUpdate } from '@provana/contracts/live-events';
import { parseUpdate } from './update-tags';

/** What this module uses of an EventSource (the browser's, or a test's fake). */
export interface EventSourceLike {
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
}

export interface LiveStreamOptions {
  /** The stream's path (GET /api/executive/{id}/changes). */
  url: string;
  onUpdate: (update: LiveUpdate, eventId: string) => void;
  /** The id of the last event received before (by this tab or the tab that held the stream before). */
  lastEventId?: string | undefined;
  createEventSource?: (url: string) => EventSourceLike;
  random?: () => number;
}

export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;
/** Two heartbeats (25 s apart) and a margin: a stream silent this long is dead even if no error said so. */
export const SILENCE_MS = 60_000;

export interface LiveStream {
  close: () => void;
  lastEventId: () => string | undefined;
}

export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const create = options.createEventSource ?? ((url: string) => new EventSource(url, { withCredentials: true }));
  const random = options.random ?? Math.random;
  let lastEventId = options.lastEventId;
  let source: EventSourceLike | null = null;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const reopenLater = () => {
    source?.close();
    source = null;
    clearTimeout(watchdog);
    if (closed) return;
    // 1 s, 2 s, 4 s ... up to 30 s, each between half and all of it.
    const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    retry = setTimeout(open, ceiling / 2 + (random() * ceiling) / 2);
  };

  const heard = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(reopenLater, SILENCE_MS);
  };

  function open() {
    if (closed) return;
    const url = lastEventId ? `${options.url}?lastEventId=${encodeURIComponent(lastEventId)}` : options.url;
    const current = create(url);
    source = current;
    current.addEventListener('open', () => {
      failures = 0;
      heard();
    });
    current.addEventListener(LIVE_EVENTS.ping, heard);
    current.addEventListener(LIVE_EVENTS.update, (event) => {
      if (source !== current) return;
      heard();
      if (event.lastEventId) lastEventId = event.lastEventId;
      const update = parseUpdate(event.data);
      if (update) options.onUpdate(update, event.lastEventId);
    });
    // The server ended the stream (a restart, its lifetime) or refused it: open a new one ourselves.
    current.addEventListener('error', () => {
      if (source === current) reopenLater();
    });
  }

  open();
  return {
    close: () => {
      closed = true;
      clearTimeout(retry);
      clearTimeout(watchdog);
      source?.close();
      source = null;
    },
    lastEventId: () => lastEventId,
  };
}
