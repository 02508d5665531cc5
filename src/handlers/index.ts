import { base64EncodeDecode } from './base64-encode-decode';
import type { HandlerMap } from './types';

/** One handler per operation in openapi/v1.yaml, alphabetical by operationId. */
export const handlers = {
  base64_encode_decode: base64EncodeDecode,
} satisfies HandlerMap;
