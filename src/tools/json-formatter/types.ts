import type { JsonTextPosition } from '../shared/strict-json';
import type { Warning } from '../shared/warnings';
import type { RequestBody, ToolResult } from '../../common/operations';

export type { JsonArray, JsonMember, JsonNode, JsonObject, JsonTextPosition } from '../shared/strict-json';

/** The json-formatter's request and result; the tree it parses and emits is the shared strict-JSON tree. */

export type JsonIndent = 2 | 4 | 'tab';

export type JsonFormatRequest = RequestBody<'json_formatter'>;

export interface JsonSyntaxError extends JsonTextPosition {
  message: string;
}

export type JsonDuplicateKeyWarning = Warning<'duplicate_key'> &
  JsonTextPosition & {
    /** RFC 6901 pointer to the duplicated member. */
    pointer: string;
  };

export interface JsonFormatStats {
  /** Deepest nesting of arrays and objects; 0 for a scalar. */
  depth: number;
  /** Object members as written, duplicates included. */
  keys: number;
  /** Members whose key already occurred in the same object. */
  duplicateKeys: number;
}

export type JsonFormatValidResult = Extract<ToolResult<'json_formatter'>, { valid: true }>;

export type JsonFormatInvalidResult = Extract<ToolResult<'json_formatter'>, { valid: false }>;

export type JsonFormatResult = JsonFormatValidResult | JsonFormatInvalidResult;
