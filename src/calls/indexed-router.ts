import { OpenAPIRouter, type Operation, type ParsedRequest, type Request } from 'openapi-backend';

/**
 * openapi-backend's router with its per-request work memoised: it rebuilds the operation list (lodash chains over the
 * whole spec) and regex-matches every path template on each request, and normalises headers, cookies and query
 * three times per request. Our paths are static, so matching is one Map lookup; templated specs fall back to the parent.
 */
export class IndexedRouter extends OpenAPIRouter {
  private operationList: Operation[] | undefined;
  private byId: Map<string, Operation> | undefined;
  private byPath: Map<string, Map<string, Operation>> | undefined;
  private allowByPath = new Map<string, string[]>();
  private relativeByPath = new Map<string, string>();
  private hasTemplates = false;

  override getOperations(): Operation[] {
    this.operationList ??= super.getOperations();
    return this.operationList;
  }

  override getOperation(operationId: string): Operation | undefined {
    this.byId ??= new Map(this.getOperations().map((op) => [op.operationId ?? '', op]));
    return this.byId.get(operationId);
  }

  override matchOperation(req: Request): Operation | undefined;
  override matchOperation(req: Request, strict: boolean): Operation;
  override matchOperation(req: Request, strict = false): Operation | undefined {
    const byPath = this.pathIndex();
    const query = req.path.indexOf('?');
    const relative = this.relativePath(query === -1 ? req.path : req.path.slice(0, query));
    const methods = relative === undefined ? undefined : byPath.get(relative);
    if (!methods) {
      if (this.hasTemplates) return super.matchOperation(req, strict);
      if (strict) throw new Error('404-notFound: no route matches request');
      return undefined;
    }
    const match = methods.get(req.method.toLowerCase());
    if (!match && strict) throw new Error('405-methodNotAllowed: this method is not registered for the route');
    return match;
  }

  /** The methods the spec declares for a path (for the Allow header), or undefined when the path is unknown. */
  allowedMethods(path: string): string[] | undefined {
    const relative = this.relativePath(path);
    if (relative === undefined) return undefined;
    const cached = this.allowByPath.get(relative);
    if (cached) return cached;
    const methods = this.pathIndex().get(relative);
    if (!methods) return undefined;
    const allowed = [...methods.keys()].map((method) => method.toUpperCase());
    this.allowByPath.set(relative, allowed);
    return allowed;
  }

  // Only JSON bodies matter to this API: no path templates, cookies or query parameters are declared, and Node
  // already delivers header names in lower case.
  override parseRequest(req: Request, operation?: Operation): ParsedRequest {
    if (this.hasTemplates || operation?.parameters?.length) return super.parseRequest(req, operation);
    return {
      method: req.method.toLowerCase(),
      path: req.path,
      headers: req.headers,
      query: {},
      params: {},
      cookies: {},
      requestBody: req.body,
    };
  }

  /** The path relative to apiRoot (trailing slashes ignored), or undefined when it is outside apiRoot; memoised for the spec's own paths. */
  private relativePath(path: string): string | undefined {
    const known = this.relativeByPath.get(path);
    if (known !== undefined) return known;
    const root = this.apiRoot.replace(/\/$/, '');
    if (root !== '' && path !== root && !path.startsWith(`${root}/`)) return undefined;
    const relative = this.normalizePath(path);
    // Only the exact path of an operation is kept (not its variants with trailing slashes), so callers cannot grow the map.
    if (path === `${root}${relative}` && this.pathIndex().has(relative)) this.relativeByPath.set(path, relative);
    return relative;
  }

  private pathIndex(): Map<string, Map<string, Operation>> {
    if (this.byPath) return this.byPath;
    const index = new Map<string, Map<string, Operation>>();
    for (const op of this.getOperations()) {
      if (op.path.includes('{')) this.hasTemplates = true;
      const methods = index.get(op.path) ?? new Map<string, Operation>();
      methods.set(op.method, op);
      index.set(op.path, methods);
    }
    this.byPath = index;
    return index;
  }
}
