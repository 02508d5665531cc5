/** Whether the service takes new work; the server sets `draining` on SIGTERM/SIGINT and /readyz reports it. */
export interface Lifecycle {
  draining: boolean;
}
