import type { Middleware } from 'koa';
import type { Lifecycle } from './lifecycle';

/** After the stop signal every answer carries `Connection: close`, so keep-alive clients move to another instance. */
export function closeWhenDraining(lifecycle: Lifecycle): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (lifecycle.draining) ctx.set('Connection', 'close');
    }
  };
}
