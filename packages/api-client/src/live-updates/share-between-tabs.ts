// One live-updates stream per browser and workspace, shared by its tabs (a browser opens at most six
// connections per origin over HTTP/1.1: a stream per tab would starve the seventh tab's requests).
// The tabs elect a leader with a Web Lock: the tab holding it opens the stream and passes every
// update on over a BroadcastChannel; when it closes, the lock goes to another tab, which resumes
// after the last event any tab heard. Without Web Locks or BroadcastChannel each tab has its own.
import type { LiveUpdate } from '@provana/contracts/live-events';
import { openLiveStream, type EventSourceLike } from './live-stream';

/** What this module uses of navigator.locks. */
export interface LockManagerLike {
  request: (name: string, options: { signal: AbortSignal }, callback: () => Promise<void>) => Promise<unknown>;
}

/** What this module uses of a BroadcastChannel. */
export interface ChannelLike {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  close: () => void;
}

export interface BrowserParts {
  locks?: LockManagerLike | undefined;
  createChannel?: ((name: string) => ChannelLike) | undefined;
  createEventSource?: (url: string) => EventSourceLike;
  random?: () => number;
}

interface Relayed {
  update: LiveUpdate;
  eventId: string;
}

export interface SharedStreamOptions {
  executiveId: number;
  url: string;
  onUpdate: (update: LiveUpdate) => void;
  parts: BrowserParts;
}

/** Starts taking part in this workspace's shared stream; returns the function that leaves it. */
export function joinSharedStream({ executiveId, url, onUpdate, parts }: SharedStreamOptions): () => void {
  const name = `provana-live-updates-${executiveId}`;
  let lastEventId: string | undefined;
  const streamOptions = () => ({
    url,
    lastEventId,
    ...(parts.createEventSource ? { createEventSource: parts.createEventSource } : {}),
    ...(parts.random ? { random: parts.random } : {}),
  });

  if (!parts.locks || !parts.createChannel) {
    const stream = openLiveStream({ ...streamOptions(), onUpdate: (update) => onUpdate(update) });
    return () => stream.close();
  }

  const channel = parts.createChannel(name);
  channel.addEventListener('message', (event: MessageEvent) => {
    const relayed = event.data as Relayed;
    if (relayed.eventId) lastEventId = relayed.eventId;
    onUpdate(relayed.update);
  });
  const leaving = new AbortController();
  let stopLeading: (() => void) | undefined;
  parts.locks
    .request(name, { signal: leaving.signal }, async () => {
      if (leaving.signal.aborted) return;
      const stream = openLiveStream({
        ...streamOptions(),
        onUpdate: (update, eventId) => {
          if (eventId) lastEventId = eventId;
          onUpdate(update);
          channel.postMessage({ update, eventId } satisfies Relayed);
        },
      });
      // Held until this tab leaves (closing the tab releases it too).
      await new Promise<void>((resolve) => (stopLeading = resolve));
      stream.close();
    })
    .catch(() => undefined); // aborted while waiting for the lock: this tab left first
  return () => {
    leaving.abort();
    stopLeading?.();
    channel.close();
  };
}
