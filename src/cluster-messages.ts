/** A cluster worker tells the primary it could not listen, so the primary prints the reason once and stops. */
export const LISTEN_FAILURE = 'utility-tools:listen-failure';

// How the workers close the port's listeners on the stop signal without resetting a connection (cluster.ts for the
// primary, cluster-listener.ts for a worker, drain.ts's SharedListener):
// 1. primary → workers SENTINEL: the address of a connection the primary has just made to the port, queued behind every
//    connection the port had accepted and not yet handed to a worker; the worker it is handed to answers SENTINEL_ARRIVED.
// 2. primary → workers CLOSE_LISTENER: that backlog is handed out.
// 3. worker → primary LISTENER_CLOSED; primary → workers EVERY_LISTENER_CLOSED once every worker's is, and with the
//    last the port's: only then is a kept-alive client told to reconnect, so it is refused, never queued and reset.
export const SENTINEL = 'utility-tools:sentinel';
export const SENTINEL_ARRIVED = 'utility-tools:sentinel-arrived';
export const CLOSE_LISTENER = 'utility-tools:close-listener';
export const LISTENER_CLOSED = 'utility-tools:listener-closed';
export const EVERY_LISTENER_CLOSED = 'utility-tools:every-listener-closed';

export interface Sentinel {
  type: typeof SENTINEL;
  /** The primary's end of the connection, as the worker sees its remote end. */
  address: string;
  port: number;
}
