// Modules the build (scripts/build-tools.ts) makes from the served spec.
declare module 'tools:catalogue' {
  import type { TagMeta, ToolMeta, ToolModule } from './types';
  export const tools: ToolMeta[];
  export const tags: TagMeta[];
  export function loadTool(slug: string): Promise<ToolModule> | undefined;
}

declare module 'tools:recipes' {
  /** The pipeline operation's request examples: saved pipelines the pipeline page offers. */
  export const recipes: Array<{ summary: string; value: Record<string, unknown> }>;
}
