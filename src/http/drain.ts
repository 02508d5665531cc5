import { Server as NetServer, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

interface Tracked {
  /** Answers in progress on this socket (more than one only when the client pipelines). */
  responses: Set<ServerResponse>;
  /** bytesRead when the socket last fell idle: more bytes since then mean a request is arriving. */
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

/** After the stop signal an answer says `Connection: close` (unless its headers are already on the wire), so the client moves on. */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}

/**
 * Connection bookkeeping for a graceful stop. Node's server.close() destroys idle keep-alive sockets at once, which
 * resets a client whose request is already on the wire; here an idle socket is closed only when no byte has arrived
 * on it for IDLE_GRACE_MS, every request that does arrive is answered with `Connection: close`, and busy sockets
 * close after their answer. Libraries for this (http-terminator, stoppable) destroy idle sockets at once too.
 * Marking answers here, not in the app, keeps the per-request path free of a drain check.
 */
export function trackConnections(server: Server): { drain: (timeoutMs: number) => Promise<DrainOutcome> } {
  const sockets = new Map<Socket, Tracked>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { responses: new Set(), bytesAtIdle: 0, idleSince: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const tracked = sockets.get(request.socket);
    if (!tracked) return;
    tracked.responses.add(response);
    if (draining) closeAfter(response);
    response.once('close', () => {
      tracked.responses.delete(response);
      tracked.bytesAtIdle = request.socket.bytesRead;
      tracked.idleSince = Date.now();
    });
  });

  const drain = (timeoutMs: number): Promise<DrainOutcome> =>
    new Promise((resolve) => {
      // net.Server's close stops accepting without http.Server's immediate closeIdleConnections().
      NetServer.prototype.close.call(server);
      draining = true;
      for (const tracked of sockets.values()) tracked.responses.forEach(closeAfter);
      const deadline = Date.now() + timeoutMs;
      const sweep = setInterval(() => {
        const now = Date.now();
        for (const [socket, tracked] of sockets) {
          if (tracked.responses.size > 0) continue;
          if (socket.bytesRead !== tracked.bytesAtIdle) {
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
          for (const [socket, tracked] of sockets) {
            cut += tracked.responses.size;
            socket.destroy();
          }
          resolve({ complete: cut === 0, cut });
        }
      }, SWEEP_MS);
    });
  return { drain };
}
