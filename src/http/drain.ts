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
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { bytesAtIdle: 0, idleSince: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });

  const drain = (timeoutMs: number): Promise<DrainOutcome> =>
    new Promise((resolve) => {
      // net.Server's close stops accepting without http.Server's immediate closeIdleConnections().
      NetServer.prototype.close.call(server);
      server.on('request', (_request: IncomingMessage, response: ServerResponse) => closeAfter(response));
      for (const socket of sockets.keys()) {
        const response = answerInProgress(socket);
        if (response) closeAfter(response);
      }
      const deadline = Date.now() + timeoutMs;
      const sweep = setInterval(() => {
        const now = Date.now();
        for (const [socket, tracked] of sockets) {
          if (answerInProgress(socket) || socket.bytesRead !== tracked.bytesAtIdle) {
            tracked.bytesAtIdle = socket.bytesRead;
            tracked.idleSince = now;
            continue;
          }
          if (now - tracked.idleSince >= IDLE_GRACE_MS) socket.end();
        }
        if (sockets.size === 0) {
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
      }, SWEEP_MS);
    });
  return { drain };
}
