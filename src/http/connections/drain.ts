import { subscribe } from 'node:diagnostics_channel';
import { connect, Server as NetServer, type Socket } from 'node:net';
import type { Server, ServerResponse } from 'node:http';

/** One connection's requests, counted from Node's own diagnostics channels. */
interface Connection {
  /** Requests whose head has arrived (Node created their response). */
  received: number;
  /** Of those, the answers completely handed to the operating system (the response's 'finish'). */
  answered: number;
  /** The latest answer begun: a pipelined request's answer is written after the one before it. */
  latest?: ServerResponse;
  /** socket.bytesRead when the last answer finished (0 before the first request): any byte since begins a request. */
  bytesAtQuiet: number;
  /** When the last answer finished, or the connection was accepted. */
  quietSince: number;
}

/** What became of the requests of a drain: those in progress at the stop signal and those received after it. */
export interface DrainOutcome {
  /** Whether every one of them was answered, or closed by its client first. */
  complete: boolean;
  received: number;
  /** Answers completely handed to the operating system. */
  answered: number;
  /** Requests whose client closed or reset its connection, or broke the protocol on it, before the answer was written. */
  closedByClient: number;
  /** received − answered − closedByClient: requests this process read and did not answer. */
  notAnswered: number;
  /** Of those, the requests still running at the deadline, cut by it. */
  cut: number;
}

/** A quiet keep-alive connection is closed once nothing has arrived on it for this long after the listener closed. */
const IDLE_GRACE_MS = 500;
/**
 * A connection accepted that has not sent its first byte is given longer: its client has just connected to send a
 * request, and a client short of CPU can take hundreds of milliseconds to write it. (Node's closeIdleConnections()
 * leaves such a connection alone until its headers timeout.)
 */
const FIRST_BYTE_GRACE_MS = 2000;
const SWEEP_MS = 50;
/** The longest the listener stays open after the stop signal, waiting for the sentinel. */
const LISTEN_LINGER_MAX_MS = 1000;
/**
 * The same for a cluster worker, waiting for the primary to say its sentinel arrived (longer than the primary's own
 * wait): the primary hands connections on one at a time per worker, each after the worker's answer, so a queue takes
 * longer to empty when the workers are busy. A worker signalled alone waits this long, serving, as nobody answers.
 */
const SHARED_LINGER_MAX_MS = 2500;

/**
 * How a node:cluster worker closes its listener: the primary holds the port's and hands connections on (the protocol is
 * in src/cluster-messages.ts; src/cluster-listener.ts implements this side).
 */
export interface SharedListener {
  /** Resolves once every connection the port had accepted before the stop signal has been handed to a worker. */
  backlogHandedOut(): Promise<void>;
  /** Says this worker's listener is closed; resolves once every worker's is, and with the last the port's. */
  closed(): Promise<void>;
}

/**
 * Closes the listener once every connection the kernel had queued before the stop signal has been accepted, then calls
 * `then` once every listener of the port is closed. Closing it at once resets the connections completed but not yet
 * accepted (the listen backlog): under load, requests sent before the signal while a busy event loop could not take
 * them. A sentinel connection to the service itself joins the queue at the signal, behind all of those: when it is
 * accepted, the queue as it was is done, and the listener closes before later arrivals (a client that keeps
 * reconnecting) can be queued and reset. Under node:cluster the primary accepts, queues and hands connections on, so
 * it makes the sentinel and says when a worker has it (`shared`).
 */
function closeListenerAfterBacklog(server: Server, shared: SharedListener | undefined, then: () => void): void {
  let closed = false;
  let sentinel: Socket | undefined;
  const onConnection = (socket: Socket): void => {
    if (sentinel === undefined || socket.remotePort !== sentinel.localPort || socket.remoteAddress !== sentinel.localAddress) return;
    socket.destroy();
    close();
  };
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
    if (shared) void shared.closed().then(then, then);
    else then();
  };
  const fallback = setTimeout(close, shared ? SHARED_LINGER_MAX_MS : LISTEN_LINGER_MAX_MS);
  if (shared) {
    void shared.backlogHandedOut().then(close, close);
    return;
  }
  const address = server.address();
  if (typeof address !== 'object' || address === null) return close();
  sentinel = connect({
    port: address.port,
    host: address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address,
  });
  sentinel.on('error', close);
  server.on('connection', onConnection);
}

interface Tracker {
  started: (socket: Socket, response: ServerResponse) => void;
  finished: (socket: Socket) => void;
}

/** The trackers by server, for the two diagnostics channels (process-wide) to find theirs. */
const trackers = new WeakMap<object, Tracker>();
let subscribed = false;

/**
 * Node publishes every response it creates (a request's head has arrived) on `http.server.request.start`, and every
 * response completely handed to the operating system on `http.server.response.finish` (public diagnostics channels,
 * Node 16.17+), each with its server and socket; pages, problems and Node's own answers (400, 417) included. One
 * subscriber for the process: no listener per request or response (a 'close' listener per response cost 2-5% of a
 * cheap call's CPU).
 */
function subscribeOnce(): void {
  if (subscribed) return;
  subscribed = true;
  subscribe('http.server.request.start', (message) => {
    const { server, socket, response } = message as { server: object; socket: Socket; response: ServerResponse };
    trackers.get(server)?.started(socket, response);
  });
  subscribe('http.server.response.finish', (message) => {
    const { server, socket } = message as { server: object; socket: Socket };
    trackers.get(server)?.finished(socket);
  });
}

/**
 * Whether the client ended the connection (FIN, RST, a write that met a closed peer) or broke the protocol on it (a
 * timeout or malformed HTTP, which Node, or answerClientErrors with a problem, answers by ending it; or a request
 * pipelined behind an answer that said `Connection: close`, which HTTP tells the client to send again). This process
 * itself only ever destroys a socket without an error (a quiet connection, the deadline, a failure after the status
 * line, a reader too slow for its answer), which leaves all three unset: such requests count as not answered.
 */
function endedByClient(socket: Socket): boolean {
  return socket.readableEnded || socket.writableEnded || socket.errored !== null;
}

export interface ConnectionTracker {
  /** Closes the listener and the connections as they fall quiet; resolves once every connection is closed or at the deadline. */
  drain: (timeoutMs: number, shared?: SharedListener) => Promise<DrainOutcome>;
  /** The open connection from that remote address and port, if any. */
  connectionFrom: (address: string, port: number) => Socket | undefined;
}

/**
 * Connection bookkeeping for a graceful stop, where a request read is a request answered. On the stop signal the
 * listener closes once its backlog is accepted (closeListenerAfterBacklog). Until every listener of the port is closed
 * (under the cluster, every worker's), kept-alive connections are served as before, so their clients do not reconnect
 * into a listener about to close. From then on every answer not yet begun says `Connection: close` (Node closes the
 * connection once it is written), and a connection is closed once it is quiet: every request it brought answered and
 * not one byte arrived since, for IDLE_GRACE_MS (FIRST_BYTE_GRACE_MS before its first request), judged after a poll
 * phase so bytes already in the kernel count. It is destroyed, not half-closed: a request that crosses the close on the
 * wire is refused unread (its client sees a reset) instead of being read after a FIN and left unanswered. No server can
 * close a kept-alive connection without that race (RFC 9112 §9.3.1 leaves the retry to the client); the grace keeps it
 * to clients quiet that long. Node's closeIdleConnections(), http-terminator and stoppable close quiet connections at
 * once.
 *
 * Every request is counted (received, answered, or closed by its client first), so the drain says by count whether it
 * lost one. It cannot see a pipelined request whose head was partly read before the answer ahead of it was written and
 * whose client then stalls for IDLE_GRACE_MS (Node's parser state is not public): that connection is taken for quiet.
 */
export function trackConnections(server: Server): ConnectionTracker {
  const connections = new Map<Socket, Connection>();
  const tally = { received: 0, answered: 0, closedByClient: 0 };
  /** When connections began to be closed (every listener of the port closed); undefined before. */
  let closingSince: number | undefined;

  server.on('connection', (socket: Socket) => {
    const connection: Connection = { received: 0, answered: 0, bytesAtQuiet: 0, quietSince: Date.now() };
    connections.set(socket, connection);
    socket.once('close', () => {
      connections.delete(socket);
      const unanswered = connection.received - connection.answered;
      if (unanswered > 0 && endedByClient(socket)) tally.closedByClient += unanswered;
    });
  });
  subscribeOnce();
  trackers.set(server, {
    started: (socket, response) => {
      const connection = connections.get(socket);
      if (!connection) return;
      connection.received += 1;
      tally.received += 1;
      if (closingSince !== undefined) {
        // Pipelined: the answer before this one must not close the connection under it.
        const before = connection.latest;
        if (before && !before.headersSent && !before.writableFinished) before.removeHeader('Connection');
        response.setHeader('Connection', 'close');
      }
      connection.latest = response;
    },
    finished: (socket) => {
      // A connection already closed has had its unanswered requests counted.
      const connection = connections.get(socket);
      if (!connection) return;
      connection.answered += 1;
      tally.answered += 1;
      if (connection.answered === connection.received) {
        connection.bytesAtQuiet = socket.bytesRead;
        connection.quietSince = Date.now();
      }
    },
  });

  const startClosing = (): void => {
    closingSince = Date.now();
    for (const { latest } of connections.values()) {
      // An answer whose status line is already on the wire cannot say it; the client's next request is answered so.
      if (latest && !latest.headersSent && !latest.writableFinished) latest.setHeader('Connection', 'close');
    }
  };

  const drain = (timeoutMs: number, shared?: SharedListener): Promise<DrainOutcome> =>
    new Promise((resolve) => {
      let inProgress = 0;
      for (const connection of connections.values()) inProgress += connection.received - connection.answered;
      const start = { ...tally };
      const outcome = (cut: number): DrainOutcome => {
        const received = inProgress + tally.received - start.received;
        const answered = tally.answered - start.answered;
        const closedByClient = tally.closedByClient - start.closedByClient;
        const notAnswered = received - answered - closedByClient;
        return { complete: notAnswered === 0, received, answered, closedByClient, notAnswered, cut };
      };
      closeListenerAfterBacklog(server, shared, startClosing);
      const deadline = Date.now() + timeoutMs;
      // Each sweep looks after a poll phase: bytes already in the kernel have been read (bytesRead counts them), so a
      // request that a busy event loop had not yet read is never taken for a quiet connection.
      const sweep = setInterval(() => setImmediate(sweepOnce), SWEEP_MS);
      const sweepOnce = (): void => {
        const now = Date.now();
        if (closingSince !== undefined) {
          for (const [socket, connection] of connections) {
            if (connection.received !== connection.answered || socket.bytesRead !== connection.bytesAtQuiet) continue;
            const grace = connection.received === 0 && socket.bytesRead === 0 ? FIRST_BYTE_GRACE_MS : IDLE_GRACE_MS;
            if (now - Math.max(connection.quietSince, closingSince) >= grace) socket.destroy();
          }
          if (connections.size === 0 && !server.listening) {
            clearInterval(sweep);
            resolve(outcome(0));
            return;
          }
        }
        if (now >= deadline) {
          clearInterval(sweep);
          let cut = 0;
          for (const connection of connections.values()) cut += connection.received - connection.answered;
          // Counted before the sockets go: their close events come after this outcome.
          const result = outcome(cut);
          for (const socket of connections.keys()) socket.destroy();
          resolve(result);
        }
      };
    });
  const connectionFrom = (address: string, port: number): Socket | undefined => {
    for (const socket of connections.keys()) if (socket.remotePort === port && socket.remoteAddress === address) return socket;
    return undefined;
  };
  return { drain, connectionFrom };
}
