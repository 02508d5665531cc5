import { Server as NetServer, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

interface Tracked {
  /** bytesRead when the socket was last seen idle: more bytes since then mean a request is arriving. */
  bytesAtIdle: number;
  idleSince: number;
}

export interface DrainOutcome {
  /** Whether every request that arrived was answered before the deadline. */
  complete: boolean;
  cut: number;
}

/** A keep-alive socket counts as idle once nothing has arrived on it for this long after its last answer. */
const IDLE_GRACE_MS = 500;
const SWEEP_MS = 50;
/** After the stop signal the listener stays open until no connection has come for this long... */
const LISTEN_QUIET_MS = 100;
/** ...or at most this long, so a steady stream of new connections cannot hold the stop. */
const LISTEN_LINGER_MAX_MS = 2000;

/** Runs `check` after the next poll phase: whatever the kernel already holds (a connection, request bytes) has been read first. */
const afterPoll = (check: () => void, ms: number): NodeJS.Timeout => setTimeout(() => setImmediate(check), ms);

/**
 * Closes the listener once no connection has arrived for LISTEN_QUIET_MS (at most LISTEN_LINGER_MAX_MS after the
 * signal). Closing it at once resets every connection the kernel has completed but the event loop has not yet
 * accepted (the listen backlog): under load, requests the clients had already sent. Under node:cluster the primary
 * hands connections on to the workers whose servers are open, so a worker that lingers takes those too.
 */
function closeListenerWhenQuiet(server: Server, accepted: () => number): void {
  const deadline = Date.now() + LISTEN_LINGER_MAX_MS;
  let seen = accepted();
  const check = (): void => {
    const now = accepted();
    if (now === seen || Date.now() >= deadline) {
      // net.Server's close stops accepting without http.Server's immediate closeIdleConnections().
      NetServer.prototype.close.call(server);
      return;
    }
    seen = now;
    afterPoll(check, LISTEN_QUIET_MS);
  };
  afterPoll(check, LISTEN_QUIET_MS);
}

/**
 * The answer a socket is working on, if any. Node sets `_httpMessage` when a request's response is created and clears
 * it when that response finishes; it has no public per-socket "busy" state. http-terminator reads the same field.
 * Reading it at drain time keeps the per-request path free of drain bookkeeping (a `request` listener with a
 * `close` listener per response cost 2-5% of a cheap call's CPU).
 */
function answerInProgress(socket: Socket): ServerResponse | undefined {
  return (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
}

/** After the stop signal an answer says `Connection: close` (unless its headers are already on the wire), so the client moves on. */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}

/**
 * Connection bookkeeping for a graceful stop. Node's server.close() destroys idle keep-alive sockets at once, which
 * resets a client whose request is already on the wire; here an idle socket is closed only when no byte has arrived
 * on it for IDLE_GRACE_MS, every request that does arrive is answered with `Connection: close`, and busy sockets
 * close after their answer. Libraries for this (http-terminator, stoppable) destroy idle sockets at once too.
 * Until the stop signal the only cost is a listener per connection.
 */
export function trackConnections(server: Server): { drain: (timeoutMs: number) => Promise<DrainOutcome> } {
  const sockets = new Map<Socket, Tracked>();
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted += 1;
    sockets.set(socket, { bytesAtIdle: 0, idleSince: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });

  const drain = (timeoutMs: number): Promise<DrainOutcome> =>
    new Promise((resolve) => {
      closeListenerWhenQuiet(server, () => accepted);
      server.on('request', (_request: IncomingMessage, response: ServerResponse) => closeAfter(response));
      for (const socket of sockets.keys()) {
        const response = answerInProgress(socket);
        if (response) closeAfter(response);
      }
      const deadline = Date.now() + timeoutMs;
      // Each sweep looks after a poll phase: bytes already in the kernel count as arrived, so a request that a busy
      // event loop had not yet read is never taken for an idle socket and cut.
      const sweep = setInterval(() => setImmediate(sweepOnce), SWEEP_MS);
      const sweepOnce = (): void => {
        const now = Date.now();
        for (const [socket, tracked] of sockets) {
          if (answerInProgress(socket) || socket.bytesRead !== tracked.bytesAtIdle) {
            tracked.bytesAtIdle = socket.bytesRead;
            tracked.idleSince = now;
            continue;
          }
          if (now - tracked.idleSince >= IDLE_GRACE_MS) socket.end();
        }
        if (sockets.size === 0 && !server.listening) {
          clearInterval(sweep);
          resolve({ complete: true, cut: 0 });
        } else if (now >= deadline) {
          clearInterval(sweep);
          let cut = 0;
          for (const socket of sockets.keys()) {
            if (answerInProgress(socket)) cut += 1;
            socket.destroy();
          }
          resolve({ complete: cut === 0, cut });
        }
      };
    });
  return { drain };
}
