import cluster from 'node:cluster';
import { connect, Server as NetServer, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

interface Tracked {
  /** bytesRead when the socket was last seen idle: more bytes since then mean a request is arriving. */
  bytesAtIdle: number;
  idleSince: number;
  /** The latest answer begun on the socket (see answerInProgress). */
  response?: ServerResponse;
}

export interface DrainOutcome {
  /** Whether every request that arrived was answered before the deadline. */
  complete: boolean;
  cut: number;
}

/** A keep-alive socket counts as idle once nothing has arrived on it for this long after its last answer. */
const IDLE_GRACE_MS = 500;
const SWEEP_MS = 50;
/** The longest the listener stays open after the stop signal, waiting for the sentinel (or, under the cluster, at all). */
const LISTEN_LINGER_MAX_MS = 1000;
/** Under node:cluster the primary holds the listener and hands connections on; a worker keeps taking them this long. */
const CLUSTER_LINGER_MS = 100;

/**
 * Closes the listener once every connection the kernel had queued before the stop signal has been accepted.
 * Closing it at once resets the connections completed but not yet accepted (the listen backlog): under load, requests
 * sent before the signal while a busy event loop could not take them, as Node accepts one connection per turn of the
 * event loop. A sentinel connection to the service itself joins the queue at the signal, behind all of those: when it
 * is accepted, the queue as it was is done, and the listener closes before later arrivals (a client that keeps
 * reconnecting) can be queued and reset; answers say `Connection: close` only from then on (`then`), so a kept-alive
 * client is not sent to reconnect while the listener still queues. Under node:cluster the primary accepts and a worker cannot tell its own
 * sentinel from another's, so a worker keeps taking the connections handed to it for CLUSTER_LINGER_MS.
 */
function closeListenerAfterBacklog(server: Server, then: () => void): void {
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    clearTimeout(fallback);
    server.off('connection', onConnection);
    sentinel?.destroy();
    // net.Server's close stops accepting without http.Server's immediate closeIdleConnections(), which resets a
    // kept-alive client whose next request is already on the wire. http.Server has no public way to close the
    // listener alone: nodejs/node#60617 asks for one (draining keep-alive connections on close), #51677 reports the reset.
    NetServer.prototype.close.call(server);
    then();
  };
  const fallback = setTimeout(close, cluster.isWorker ? CLUSTER_LINGER_MS : LISTEN_LINGER_MAX_MS);
  const address = server.address();
  const sentinel =
    cluster.isWorker || typeof address !== 'object' || address === null
      ? undefined
      : connect({
          port: address.port,
          host: address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address,
        });
  sentinel?.on('error', close);
  const onConnection = (socket: Socket): void => {
    if (sentinel === undefined || socket.remotePort !== sentinel.localPort || socket.remoteAddress !== sentinel.localAddress) return;
    socket.destroy();
    close();
  };
  server.on('connection', onConnection);
}

/**
 * Whether a socket's latest answer is still being written. Node has no public per-socket "busy" state, so the
 * server's own `request` event records each socket's latest response (one Map read and field write per request, no
 * listener per response: a `close` listener per response cost 2-5% of a cheap call's CPU), and `writableFinished`
 * (public) says whether it is done. A pipelined request's response comes after the one before it, so the latest is
 * the one that matters.
 */
function answerInProgress(tracked: Tracked): ServerResponse | undefined {
  return tracked.response !== undefined && !tracked.response.writableFinished ? tracked.response : undefined;
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
 * Until the stop signal the only cost is a listener per connection and a Map read per request.
 */
export function trackConnections(server: Server): { drain: (timeoutMs: number) => Promise<DrainOutcome> } {
  const sockets = new Map<Socket, Tracked>();
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { bytesAtIdle: 0, idleSince: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const tracked = sockets.get(request.socket);
    if (tracked) tracked.response = response;
  });

  const drain = (timeoutMs: number): Promise<DrainOutcome> =>
    new Promise((resolve) => {
      closeListenerAfterBacklog(server, () => {
        server.on('request', (_request: IncomingMessage, response: ServerResponse) => closeAfter(response));
        for (const tracked of sockets.values()) {
          const response = answerInProgress(tracked);
          if (response) closeAfter(response);
        }
      });
      const deadline = Date.now() + timeoutMs;
      // Each sweep looks after a poll phase: bytes already in the kernel count as arrived, so a request that a busy
      // event loop had not yet read is never taken for an idle socket and cut.
      const sweep = setInterval(() => setImmediate(sweepOnce), SWEEP_MS);
      const sweepOnce = (): void => {
        const now = Date.now();
        for (const [socket, tracked] of sockets) {
          if (answerInProgress(tracked) || socket.bytesRead !== tracked.bytesAtIdle) {
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
          for (const [socket, tracked] of sockets) {
            if (answerInProgress(tracked)) cut += 1;
            socket.destroy();
          }
          resolve({ complete: cut === 0, cut });
        }
      };
    });
  return { drain };
}
