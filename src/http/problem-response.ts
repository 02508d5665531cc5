import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import { ProblemError, problemBody } from '../problems/problem';

/**
 * A problem answered where Koa is not (the refusals of Node's HTTP parser, an Expect the service cannot meet, the
 * metrics port): the same application/problem+json body (problemBody) and the same headers as the Koa answer
 * (src/http/steps/error-boundary.ts): a new request id (the request's own headers were not read), no sniffing, no
 * caching, and the problem's own headers. The one place these answers are written.
 */
function problemAnswer(problem: ProblemError, typeBase: string, extra: Record<string, string>) {
  const body = JSON.stringify(problemBody(problem, typeBase));
  const headers: Record<string, string> = {
    'Content-Type': 'application/problem+json',
    'Content-Length': String(Buffer.byteLength(body)),
    'X-Request-Id': randomUUID(),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    ...problem.extras.headers,
    ...extra,
  };
  return { body, headers };
}

/** On a ServerResponse (no Koa around it). `extra`: headers of the moment, such as `Connection: close`. */
export function writeProblem(response: ServerResponse, problem: ProblemError, typeBase: string, extra: Record<string, string> = {}): void {
  const { body, headers } = problemAnswer(problem, typeBase, extra);
  response.writeHead(problem.status, headers);
  response.end(body);
}

/** As the bytes of a whole HTTP/1.1 answer, for a socket whose request the parser refused (there is no ServerResponse). */
export function problemOnSocket(problem: ProblemError, typeBase: string, extra: Record<string, string> = {}): string {
  const { body, headers } = problemAnswer(problem, typeBase, extra);
  const head = [
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status] ?? ''}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}
