import type { RequestBody, ToolResult } from '../../common/operations';

export type { JsonMember, JsonNode } from '../shared/strict-json';

/** The json-formatter's request and result; the tree it parses and emits is the shared strict-JSON tree. */
export type JsonFormatRequest = RequestBody<'json_formatter'>;

export type JsonFormatResult = ToolResult<'json_formatter'>;
