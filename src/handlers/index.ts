import { amountToWords } from './amount-to-words';
import { apiSpecGenerator } from './api-spec-generator';
import { base64EncodeDecode } from './base64-encode-decode';
import { cronBuilder } from './cron-builder';
import { curlToCode } from './curl-to-code';
import { dataAnonymizer } from './data-anonymizer';
import { epochConverter } from './epoch-converter';
import { goldMakingChargesCalculator } from './gold-making-charges-calculator';
import { gstCalculator } from './gst-calculator';
import { gstinValidator } from './gstin-validator';
import { hashGenerator } from './hash-generator';
import { jsonFormatter } from './json-formatter';
import { jsonSchemaGenerator } from './json-schema-generator';
import { jsonToAnyLanguage } from './json-to-any-language';
import { jsonToCsv } from './json-to-csv';
import { jsonToTypescript } from './json-to-typescript';
import { jwtDecoder } from './jwt-decoder';
import { mcpServerGenerator } from './mcp-server-generator';
import { mockDataGenerator } from './mock-data-generator';
import type { HandlerMap } from './types';
import { upiQrGenerator } from './upi-qr-generator';
import { uuidGenerator } from './uuid-generator';

/** One handler per operation in the spec (openapi/paths/), alphabetical by operationId. */
export const handlers = {
  amount_to_words: amountToWords,
  api_spec_generator: apiSpecGenerator,
  base64_encode_decode: base64EncodeDecode,
  cron_builder: cronBuilder,
  curl_to_code: curlToCode,
  data_anonymizer: dataAnonymizer,
  epoch_converter: epochConverter,
  gold_making_charges_calculator: goldMakingChargesCalculator,
  gst_calculator: gstCalculator,
  gstin_validator: gstinValidator,
  hash_generator: hashGenerator,
  json_formatter: jsonFormatter,
  json_schema_generator: jsonSchemaGenerator,
  json_to_any_language: jsonToAnyLanguage,
  json_to_csv: jsonToCsv,
  json_to_typescript: jsonToTypescript,
  jwt_decoder: jwtDecoder,
  mcp_server_generator: mcpServerGenerator,
  mock_data_generator: mockDataGenerator,
  upi_qr_generator: upiQrGenerator,
  uuid_generator: uuidGenerator,
} satisfies HandlerMap;
