import { amountToWords } from './amount-to-words';
import { base64EncodeDecode } from './base64-encode-decode';
import { goldMakingChargesCalculator } from './gold-making-charges-calculator';
import { gstCalculator } from './gst-calculator';
import { hashGenerator } from './hash-generator';
import { jsonFormatter } from './json-formatter';
import type { HandlerMap } from './types';
import { uuidGenerator } from './uuid-generator';

/** One handler per operation in openapi/v1.yaml, alphabetical by operationId. */
export const handlers = {
  amount_to_words: amountToWords,
  base64_encode_decode: base64EncodeDecode,
  gold_making_charges_calculator: goldMakingChargesCalculator,
  gst_calculator: gstCalculator,
  hash_generator: hashGenerator,
  json_formatter: jsonFormatter,
  uuid_generator: uuidGenerator,
} satisfies HandlerMap;
