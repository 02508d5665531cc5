import { randomUUID } from 'node:crypto';
import type { Step } from '../pipeline';

const saneId = /^[A-Za-z0-9._-]{1,128}$/;

/** X-Request-Id on every answer: the caller's own id when it is sane (1-128 of [A-Za-z0-9._-]), else a new UUID. */
export const requestId: Step = {
  name: 'request id (X-Request-Id)',
  provides: ['requestId'],
  run: (exchange) => {
    const offered = exchange.ctx.req.headers['x-request-id'];
    const id = typeof offered === 'string' && saneId.test(offered) ? offered : randomUUID();
    exchange.requestId = id;
    exchange.ctx.set('X-Request-Id', id);
  },
};
