// Modules the build (scripts/build-tools.ts) makes from the served spec.
declare module 'tools:catalogue' {
  import type { TagMeta, ToolMeta, ToolModule } from './types';
  export const tools: ToolMeta[];
  export const tags: TagMeta[];
  export function loadTool(slug: string): Promise<ToolModule> | undefined;
}
