/** A handler file as the registry loads it: its `handler`, and its `warmUp` when it has one. */
type HandlerFile = { handler: (input: never) => unknown };

/**
 * Each operation's handler, loading its file (a synchronous `require`) on the operation's first call, so starting
 * the service, or a pool thread, loads no engine that no request has used yet. Later calls go straight to it.
 */
export function lazyHandlers<Files extends Record<string, () => HandlerFile>>(
  files: Files,
): { [Op in keyof Files]: ReturnType<Files[Op]>['handler'] } {
  const handlers: Record<string, (input: unknown) => unknown> = {};
  for (const [operationId, load] of Object.entries(files)) {
    let handler: ((input: unknown) => unknown) | undefined;
    handlers[operationId] = (input) => (handler ??= load().handler as (input: unknown) => unknown)(input);
  }
  return handlers as never;
}
