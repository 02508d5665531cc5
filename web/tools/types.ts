import type { PropertySchema } from './words';

/** What the build gives the page about each tool (from the served spec), and what a tool's chunk holds. */
export interface ToolMeta {
  slug: string;
  operationId: string;
  tag: string;
  /** The operation's summary line (its name) and the bold first line of its description (its purpose). */
  name: string;
  purpose: string;
}

export interface TagMeta {
  name: string;
  title: string;
  description: string;
}

export interface RequestSchema {
  type: 'object';
  required?: string[];
  properties: Record<string, PropertySchema>;
}

/** An ajv standalone validator: the request schema compiled at build time by the Ajv the service uses. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }> | null;
}

export type Result = Record<string, unknown>;

/** Draws a tool's result for people; the raw JSON stays one click away. */
export type Renderer = (result: Result, body: Record<string, unknown>) => Node;

export interface ToolModule {
  schema: RequestSchema;
  /** The spec's first request example. */
  example: Record<string, unknown>;
  validate: CompiledValidator;
  render: Renderer;
}
