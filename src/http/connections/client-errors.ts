import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { clip } from '../../common/text';
import { ProblemError, type HttpProblemCode } from '../../problems/problem';
import { problemOnSocket, writeProblem } from '../problem-response';

const problems: Record<string, [HttpProblemCode, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: ['request_timeout', 'The request did not arrive completely in time; the connection is closed.'],
  HPE_HEADER_OVERFLOW: ['headers_too_large', 'The request headers are larger than the server accepts.'],
};

/**
 * Problems for what Node's HTTP parser refuses before any middleware runs (a timeout, oversized headers, malformed
 * HTTP): the same application/problem+json shape, request id (a new one: the request's own headers were not read)
 * and safe headers as every other answer, instead of Node's plain-text default.
 */
export function answerClientErrors(server: Server, typeBase: string): void {
  // The answers of each connection (more than one when requests are pipelined), from the server's public 'request'
  // event: a parser error on a connection whose answer has begun and not finished must not write a second head into
  // it (what Node's own default handler checks through the private socket._httpMessage). Finished answers are
  // dropped as the next request arrives: no listener per response on the cheap path.
  const answering = new WeakMap<object, ServerResponse[]>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const open = answering.get(request.socket);
    if (!open) return void answering.set(request.socket, [response]);
    let kept = 0;
    for (const earlier of open) if (!earlier.writableFinished) open[kept++] = earlier;
    open.length = kept;
    open.push(response);
  });
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const problem = new ProblemError(
      'expectation_failed',
      `The Expect header "${clip(request.headers.expect ?? '')}" names an expectation this service cannot meet.`,
    );
    writeProblem(response, problem, typeBase, { Connection: 'close' });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const started = (answering.get(socket) ?? []).some((response) => response.headersSent && !response.writableFinished);
    if (error.code === 'ECONNRESET' || !socket.writable || started) {
      socket.destroy();
      return;
    }
    const [code, detail] = problems[error.code ?? ''] ?? ['bad_request', 'The request is not valid HTTP/1.1.'];
    const problem = new ProblemError(code, detail);
    socket.end(problemOnSocket(problem, typeBase, { Connection: 'close' }));
  });
}
