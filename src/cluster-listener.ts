import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { CLOSE_LISTENER, EVERY_LISTENER_CLOSED, LISTENER_CLOSED, SENTINEL, SENTINEL_ARRIVED, type Sentinel } from './cluster-messages';
import type { ConnectionTracker, SharedListener } from './http/connections/drain';

/** How long a draining worker waits for the primary to say every listener is closed, should it not answer. */
const EVERY_LISTENER_WAIT_MAX_MS = 1000;

/**
 * A cluster worker's side of closing the port's listeners on the stop signal (the protocol is in cluster-messages.ts).
 * It answers the primary's sentinel from the start, draining yet or not: the primary announces the sentinel's address
 * as it connects, and the connection may be handed on before or after the word; whichever comes second finds the
 * other. Until the stop, the cost is one comparison per connection.
 */
export function sharedListener(server: Server, connections: ConnectionTracker): SharedListener {
  let sentinel: Sentinel | undefined;
  let handedOut = (): void => undefined;
  let everyClosed = (): void => undefined;
  const backlogHandedOut = new Promise<void>((resolve) => (handedOut = resolve));
  const everyListenerClosed = new Promise<void>((resolve) => (everyClosed = resolve));
  const arrived = (socket: Socket): void => {
    sentinel = undefined;
    socket.destroy();
    process.send?.({ type: SENTINEL_ARRIVED });
  };
  process.on('message', (message: { type?: string }) => {
    if (message?.type === SENTINEL) {
      const announced = message as Sentinel;
      const early = connections.connectionFrom(announced.address, announced.port);
      if (early) arrived(early);
      else sentinel = announced;
    } else if (message?.type === CLOSE_LISTENER) handedOut();
    else if (message?.type === EVERY_LISTENER_CLOSED) everyClosed();
  });
  server.on('connection', (socket: Socket) => {
    if (sentinel !== undefined && socket.remotePort === sentinel.port && socket.remoteAddress === sentinel.address) arrived(socket);
  });
  return {
    backlogHandedOut: () => backlogHandedOut,
    closed: () => {
      process.send?.({ type: LISTENER_CLOSED });
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, EVERY_LISTENER_WAIT_MAX_MS)));
      return Promise.race([everyListenerClosed, waited]).finally(() => clearTimeout(timer));
    },
  };
}
