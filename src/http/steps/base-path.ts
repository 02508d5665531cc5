import { withoutBasePath } from '../../common/base-path';
import type { Step } from '../pipeline';

/**
 * BASE_PATH on the way in: a path under the prefix (a proxy that keeps it) is routed as the path after it; a path
 * without it (a proxy that strips it, or a probe sent to the pod itself) as it is. Every later step sees one form.
 */
export function basePathStep(basePath: string): Step {
  return {
    name: `base path (${basePath}/… is routed as /…)`,
    run: ({ ctx }) => {
      const path = withoutBasePath(ctx.path, basePath);
      if (path !== ctx.path) ctx.path = path;
    },
  };
}
