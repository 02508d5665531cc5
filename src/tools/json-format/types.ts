import type { Warning } from '../shared/warnings';

/** The json-formatter's request and result, and the tree the parser builds and the emitter writes. */

export type JsonIndent = 2 | 4 | 'tab';

export interface JsonFormatRequest {
  text: string;
  indent: JsonIndent;
  sortKeys: boolean;
  mode: 'pretty' | 'minify';
}

/** A place in `text`: 1-based line and column (columns count UTF-16 code units), 0-based UTF-16 offset. */
export interface JsonTextPosition {
  line: number;
  column: number;
  offset: number;
}

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

export interface JsonFormatValidResult {
  valid: true;
  output: string;
  warnings: JsonDuplicateKeyWarning[];
  stats: JsonFormatStats;
}

export interface JsonFormatInvalidResult {
  valid: false;
  error: JsonSyntaxError;
  /** Always empty: nothing is formatted, so there is nothing to warn about. */
  warnings: [];
}

export type JsonFormatResult = JsonFormatValidResult | JsonFormatInvalidResult;

/** A scalar is kept as its source text, so numbers and string escapes survive digit for digit. */
export type JsonNode = string | JsonArray | JsonObject;
export interface JsonArray {
  kind: 'array';
  items: JsonNode[];
}
export interface JsonObject {
  kind: 'object';
  members: JsonMember[];
}
export interface JsonMember {
  key: string;
  rawKey: string;
  keyOffset: number;
  value: JsonNode;
}
