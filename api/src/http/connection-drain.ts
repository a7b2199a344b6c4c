// The connections of an HTTP server, closed at shutdown without resetting a request.
// Not server.close(): since Node 19 it also closes every "idle" connection at once, and a connection
// that was accepted but whose request has not been read yet counts as idle, so that request is lost
// (the client sees ECONNRESET; behind a load balancer, a 502). Here:
// - once draining, every response says `Connection: close`, so clients stop reusing the connection;
// - close() stops accepting (only the listening socket closes), lets a request in flight finish, and
//   closes a connection with no request in flight only after nothing has arrived on it for QUIET_MS:
//   a request already on its way (written by the client, not yet read here) is read and answered;
// - after graceMs whatever is left is cut.
import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';

/** How long a connection with no request in flight must have been silent before it is closed. */
export const QUIET_MS = 1_000;
/** How often close() looks for connections that may go. */
const SWEEP_MS = 50;

interface ConnectionState {
  /** Responses to requests read and not yet answered (more than one only with pipelining). */
  inFlight: Set<ServerResponse>;
  /** The last time a request started or ended, or bytes arrived; the accept time at first. */
  lastActivity: number;
  /** socket.bytesRead at lastActivity: bytes of a request not yet parsed also count as activity. */
  bytesSeen: number;
}

export interface ConnectionDrain {
  /** From now on every response carries `Connection: close`. */
  answerWithClose: () => void;
  /** Stops accepting and closes every connection as above; resolves with how many had to be cut at graceMs. */
  close: (graceMs: number) => Promise<{ cut: number }>;
  /** Connections open now. */
  size: () => number;
}

/** Call before adding the app's request listener, so every request is counted before it is answered. */
export function trackConnections(server: Server): ConnectionDrain {
  const connections = new Map<net.Socket, ConnectionState>();
  let withClose = false;

  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { inFlight: new Set(), lastActivity: Date.now(), bytesSeen: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req, res) => {
    if (withClose) res.setHeader('Connection', 'close');
    const state = connections.get(req.socket);
    if (!state) return;
    state.inFlight.add(res);
    state.lastActivity = Date.now();
    res.once('close', () => {
      state.inFlight.delete(res);
      state.lastActivity = Date.now();
    });
  });

  /** Every response from now on says Connection: close, including those of requests already being served. */
  const answerWithClose = () => {
    withClose = true;
    for (const { inFlight } of connections.values()) for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  /** Closes each connection with no request in flight that has been silent for QUIET_MS. */
  const sweep = () => {
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (socket.bytesRead !== state.bytesSeen) {
        state.bytesSeen = socket.bytesRead;
        state.lastActivity = now;
      }
      if (state.inFlight.size > 0 || now - state.lastActivity < QUIET_MS) continue;
      // Looked at again once the event loop has read what is already there: this sweep may have run late.
      setImmediate(() => {
        if (state.inFlight.size === 0 && socket.bytesRead === state.bytesSeen) socket.destroy();
      });
    }
  };

  const close = (graceMs: number) =>
    new Promise<{ cut: number }>((resolve) => {
      answerWithClose();
      let cut = 0;
      const sweeping = setInterval(sweep, SWEEP_MS);
      const deadline = setTimeout(() => {
        cut = connections.size;
        for (const socket of connections.keys()) socket.destroy();
      }, graceMs);
      // net.Server's close: the listening socket only; its callback runs once every connection has ended.
      net.Server.prototype.close.call(server, () => {
        clearInterval(sweeping);
        clearTimeout(deadline);
        resolve({ cut });
      });
      sweep();
    });

  return { answerWithClose, close, size: () => connections.size };
}
