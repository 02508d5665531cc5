import type { Context } from 'koa';
import type { ServerResponse } from 'node:http';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { ProblemError } from '../../problems/problem';
import { createMcpServer, type McpDispatch } from '../../mcp/server';
import { SMALL_ANSWER_BYTES, type AnswerBudget } from '../steps/answer-budget';
import type { Step } from '../pipeline';
import { takeQuota, type CompositionLimits } from '../steps/composition';

/**
 * One /mcp response's answers, counted against the answer budget from the moment each is produced (a tool's result, a
 * tools list) until the response closes: they add up (a batch holds up to 100 messages), and from the moment their
 * sum passes 64 KiB it is counted, as one large answer would be. `written` counts what the written answer adds.
 */
function responseHolds(budget: AnswerBudget, client: string, response: ServerResponse) {
  let produced = 0;
  let counted = 0;
  const count = (total: number): void => {
    if (total <= SMALL_ANSWER_BYTES || total <= counted) return;
    budget.hold(client, total - counted, response);
    counted = total;
  };
  return {
    hold(bytes: number): void {
      count(produced + bytes);
      produced += bytes;
    },
    written(bytes: number): void {
      count(bytes);
    },
  };
}

/** The Koa request as the web-standard Request the SDK's transport reads (its body is passed already parsed). */
function webRequest(ctx: Context): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request('http://localhost/mcp', { method: ctx.method, headers });
}

/**
 * POST /mcp: MCP's streamable HTTP transport (the SDK's web-standard one), stateless (a new server and transport for
 * each request, no session), with JSON answers. It runs after the same client address, rate limit, body reader
 * (BODY_LIMIT_BYTES, encodings, UTF-8, one JSON object, the body budget and the per-client share of bodies arriving)
 * and in-flight cap as the API, whose slots it shares; the calls of its batch tool take the quota as the API's batch. Its answers count against the API's answer budget from the
 * moment a result is produced, and the answer is written here, as the API's are: a large one under the same reading
 * deadlines, so an answer nobody reads is cut. A stateless server has no stream to offer, so GET (an SSE stream) and
 * DELETE (a session's end) are 405 with `Allow: POST` (the transport's rule).
 */
export function mcpEndpoint(
  dispatch: McpDispatch,
  tools: readonly Tool[],
  budget: AnswerBudget,
  quota: Pick<CompositionLimits, 'limiter' | 'rateLimit'>,
): Step {
  return {
    name: 'MCP over streamable HTTP (/mcp)',
    needs: ['client', 'body'],
    run: async ({ ctx, client, body }) => {
      const response = ctx.res;
      const holds = responseHolds(budget, client, response);
      // A batch tool call's calls count against the rate limit as the HTTP batch's do (takeQuota).
      const caller = {
        client,
        gone: () => response.closed,
        holdAnswer: holds.hold,
        quota: (calls: number) => takeQuota({ ctx, client }, calls, quota),
      };
      const server = createMcpServer(dispatch, caller, tools);
      const { WebStandardStreamableHTTPServerTransport } =
        require('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js') as typeof import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js');
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      // Closing the server and its transport ends the wait for an answer (a caller that hung up mid-call: a closed
      // transport never settles it), and lets go of the answer the transport keeps until then (its JSON text).
      let finish: () => void = () => undefined;
      const finished = new Promise<undefined>((resolve) => {
        finish = () => {
          void transport.close();
          void server.close();
          resolve(undefined);
        };
      });
      response.once('close', () => finish());
      await server.connect(transport);
      const answer = await Promise.race([transport.handleRequest(webRequest(ctx), body ? { parsedBody: body.body } : {}), finished]);
      // The JSON text becomes bytes once; then only the bytes wait for the reader.
      const bytes = answer?.body && !response.closed ? Buffer.from(await answer.arrayBuffer()) : Buffer.alloc(0);
      finish();
      if (answer === undefined || response.closed) return 'answered' as const;
      ctx.status = answer.status;
      answer.headers.forEach((value, name) => ctx.set(name, value));
      if (bytes.length > SMALL_ANSWER_BYTES) {
        holds.written(bytes.length);
        budget.send(ctx, bytes);
      } else ctx.body = bytes;
      return 'answered' as const;
    },
  };
}

/** /mcp takes POST only: 405 with `Allow: POST` before the body is read or a slot is taken. */
export const mcpMethod: Step = {
  name: 'MCP method (405 method_not_allowed: stateless, POST only)',
  run: ({ ctx }) => {
    if (ctx.method === 'POST') return;
    throw new ProblemError(
      'method_not_allowed',
      `/mcp is stateless and takes POST only (no event stream, no session); this request used ${ctx.method}.`,
      {
        headers: { Allow: 'POST' },
        recovery: 'Send each JSON-RPC message with POST /mcp; this server answers every request in the POST response (JSON).',
      },
    );
  },
};
