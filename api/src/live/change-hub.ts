// The API process's change hub: writes publish "what changed" hints (kind and id, never data) and
// every open stream of that workspace hears them. It keeps a short buffer of recent hints per
// workspace, so a client that reconnects with the id of the last event it received gets what it
// missed (or, when that is gone or came from another process, one "reload" hint). Hints written by
// other API processes arrive through a relay (live/postgres-relay.ts, live/sqlite-version-relay.ts).
import { randomBytes } from 'node:crypto';
import type { LiveDomain, LiveUpdate } from '@provana/contracts';

/** One change in one workspace, as the write path publishes it. */
export interface ChangeHint {
  executiveId: number;
  /** The kind that changed, or 'reload' when the workspace may have changed in ways not known here. */
  domain: LiveDomain | 'reload';
  id?: number | string;
  /** The item is private: streams that do not see private items hear only that its list changed. */
  private?: boolean;
  /** Its privacy is not known (e.g. a delete answered without a body): treated as private for them. */
  privacyUnknown?: boolean;
  /** Not a change to show: this account's access to the workspace changed, so its streams end (and reconnect through the access check). */
  endsStreamsOf?: number;
}

/** One open stream of one workspace. */
export interface LiveListener {
  executiveId: number;
  /** Whether the stream's request sees private items (the owner and a Full delegate). */
  seesPrivate: boolean;
  /** The account that opened it, so ending a delegate's access can end its streams. */
  accountId: number | null;
  /** Writes one server-sent-events frame (already encoded: one copy serves every stream). */
  send: (frame: Uint8Array) => void;
  /** Ends the stream (the client reconnects and passes the access check again). */
  end: () => void;
}

/** Sends hints to the other API processes and hears theirs. */
export interface ChangeRelay {
  publish: (hint: ChangeHint) => void;
  /** Starts hearing the others: each of their hints is handed to `deliver`. */
  start: (deliver: (hint: ChangeHint) => void, hub: { openWorkspaces: () => number[] }) => void;
  /** A workspace got its first open stream here: from now on, changes to it count. */
  watch?: (executiveId: number) => void;
  stop: () => Promise<void>;
}

export interface ChangeHubOptions {
  relay?: ChangeRelay | null;
  /** How often every open stream gets a heartbeat (proxies end silent connections). */
  heartbeatMs?: number;
  /** A stream ends after this long (with a little jitter): the client reconnects and the access check runs again. */
  maxStreamMs?: number;
  /** How long a hint stays available to a reconnecting client. */
  retentionMs?: number;
  /** Hints kept per workspace at most. */
  bufferSize?: number;
  now?: () => number;
}

export const HEARTBEAT_MS = 25_000;
export const MAX_STREAM_MS = 10 * 60_000;
const RETENTION_MS = 5 * 60_000;
const BUFFER_SIZE = 200;

interface Buffered {
  seq: number;
  at: number;
  hint: ChangeHint;
  /** The frame for streams that see private items, and for those that do not, encoded once (the latter on first use). */
  frames: { seesPrivate?: Uint8Array; hidden?: Uint8Array };
}

const encoder = new TextEncoder();

/** One server-sent-events frame. */
export const sseFrame = (event: string, data: string, id?: string): Uint8Array =>
  encoder.encode(`event: ${event}\ndata: ${data}\n${id === undefined ? '' : `id: ${id}\n`}\n`);

const PING = sseFrame('ping', '');

interface Workspace {
  listeners: Set<LiveListener>;
  buffer: Buffered[];
  /** Hints up to this sequence number are no longer in the buffer. */
  forgottenUpTo: number;
}

export interface ChangeHub {
  /** A change made in this process: to its streams and, through the relay, to the other processes'. */
  publish: (hint: ChangeHint) => void;
  /**
   * Adds a stream; with the id of the last event its client received, first sends what it missed
   * (or one reload hint). Returns the function that removes it.
   */
  subscribe: (listener: LiveListener, lastEventId?: string) => () => void;
  /** Ends every stream (shutdown: clients reconnect to the next process) and refuses new ones. */
  endAll: () => void;
  /** Ends the streams one account holds in one workspace, in this process (publish an `endsStreamsOf` hint for every process). */
  endStreamsOf: (executiveId: number, accountId: number) => void;
  /** Whether new streams are refused (the process is shutting down). */
  closed: () => boolean;
  openWorkspaces: () => number[];
  streamCount: () => number;
  stop: () => Promise<void>;
}

const hintUpdate = (hint: ChangeHint, withId: boolean): LiveUpdate =>
  hint.domain === 'reload'
    ? { kind: 'reload' }
    : withId && hint.id !== undefined
      ? { kind: 'change', domain: hint.domain, id: hint.id }
      : { kind: 'change', domain: hint.domain };

/** What one stream hears of a hint: all of it, only that a list changed (a private item), or the reload. */
export function updateFor(hint: ChangeHint, seesPrivate: boolean): LiveUpdate {
  const hidden = !seesPrivate && (hint.private === true || hint.privacyUnknown === true);
  return hintUpdate(hint, !hidden);
}

export function createChangeHub(options: ChangeHubOptions = {}): ChangeHub {
  const now = options.now ?? Date.now;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const maxStreamMs = options.maxStreamMs ?? MAX_STREAM_MS;
  const retentionMs = options.retentionMs ?? RETENTION_MS;
  const bufferSize = options.bufferSize ?? BUFFER_SIZE;
  // Event ids name this process: one from another process (a reconnect after a restart) cannot be resumed here.
  const epoch = randomBytes(6).readUIntBE(0, 6).toString(36);
  const workspaces = new Map<number, Workspace>();
  const endsAt = new Map<LiveListener, number>();
  let seq = 0;
  /** The highest sequence number of a workspace whose buffer was dropped. */
  let droppedUpTo = 0;
  let closed = false;

  const workspace = (executiveId: number) => {
    let found = workspaces.get(executiveId);
    if (!found) {
      found = { listeners: new Set(), buffer: [], forgottenUpTo: droppedUpTo };
      workspaces.set(executiveId, found);
    }
    return found;
  };

  const forgetOld = (ws: Workspace, at: number) => {
    while (ws.buffer.length > 0 && (ws.buffer.length > bufferSize || at - ws.buffer[0]!.at > retentionMs)) {
      ws.forgottenUpTo = ws.buffer.shift()!.seq;
    }
  };

  const frameOf = (entry: Buffered, seesPrivate: boolean) => {
    const key = seesPrivate ? 'seesPrivate' : 'hidden';
    return (entry.frames[key] ??= sseFrame('update', JSON.stringify(updateFor(entry.hint, seesPrivate)), `${epoch}-${entry.seq}`));
  };

  const sendTo = (listener: LiveListener, entry: Buffered) => listener.send(frameOf(entry, listener.seesPrivate));

  /** Into this process's buffer and streams. */
  const deliver = (hint: ChangeHint) => {
    if (hint.endsStreamsOf !== undefined) {
      endStreamsOf(hint.executiveId, hint.endsStreamsOf);
      return;
    }
    const ws = workspace(hint.executiveId);
    const entry: Buffered = { seq: ++seq, at: now(), hint, frames: {} };
    ws.buffer.push(entry);
    forgetOld(ws, entry.at);
    for (const listener of ws.listeners) sendTo(listener, entry);
  };

  const remove = (listener: LiveListener) => {
    endsAt.delete(listener);
    const ws = workspaces.get(listener.executiveId);
    ws?.listeners.delete(listener);
  };

  const end = (listener: LiveListener) => {
    remove(listener);
    listener.end();
  };

  const endStreamsOf = (executiveId: number, accountId: number) => {
    for (const listener of [...(workspaces.get(executiveId)?.listeners ?? [])]) if (listener.accountId === accountId) end(listener);
  };

  // One timer for every stream: heartbeats, streams past their lifetime, buffers nobody needs.
  const tick = () => {
    const at = now();
    for (const [listener, deadline] of endsAt) {
      if (at >= deadline) end(listener);
      else listener.send(PING);
    }
    for (const [executiveId, ws] of workspaces) {
      forgetOld(ws, at);
      if (ws.listeners.size === 0 && ws.buffer.length === 0) {
        droppedUpTo = Math.max(droppedUpTo, ws.forgottenUpTo);
        workspaces.delete(executiveId);
      }
    }
  };
  const timer = setInterval(tick, heartbeatMs);
  timer.unref();

  const relay = options.relay ?? null;
  relay?.start(deliver, { openWorkspaces: () => [...workspaces].filter(([, ws]) => ws.listeners.size > 0).map(([id]) => id) });

  /** The hints after `lastEventId` this workspace still holds, or 'reload' when some are gone. */
  const missed = (ws: Workspace, lastEventId: string): Buffered[] | 'reload' => {
    const [idEpoch, idSeq] = lastEventId.split('-');
    const last = Number(idSeq);
    if (idEpoch !== epoch || !Number.isSafeInteger(last) || last > seq) return 'reload';
    forgetOld(ws, now());
    if (last < ws.forgottenUpTo) return 'reload';
    return ws.buffer.filter((entry) => entry.seq > last);
  };

  return {
    publish: (hint) => {
      deliver(hint);
      relay?.publish(hint);
    },
    subscribe: (listener, lastEventId) => {
      if (closed) {
        listener.end();
        return () => undefined;
      }
      const ws = workspace(listener.executiveId);
      if (lastEventId) {
        const replay = missed(ws, lastEventId);
        if (replay === 'reload') {
          // Numbered like any hint, so the next reconnect resumes after it.
          listener.send(sseFrame('update', JSON.stringify({ kind: 'reload' } satisfies LiveUpdate), `${epoch}-${seq}`));
        } else for (const entry of replay) sendTo(listener, entry);
      }
      if (ws.listeners.size === 0) relay?.watch?.(listener.executiveId);
      ws.listeners.add(listener);
      // Spread over the last tenth of the lifetime, so streams opened together do not all reconnect at once.
      endsAt.set(listener, now() + maxStreamMs - Math.floor(Math.random() * (maxStreamMs / 10)));
      return () => remove(listener);
    },
    endAll: () => {
      closed = true;
      for (const listener of [...endsAt.keys()]) end(listener);
    },
    endStreamsOf,
    closed: () => closed,
    openWorkspaces: () => [...workspaces].filter(([, ws]) => ws.listeners.size > 0).map(([id]) => id),
    streamCount: () => endsAt.size,
    stop: async () => {
      clearInterval(timer);
      await relay?.stop();
    },
  };
}
