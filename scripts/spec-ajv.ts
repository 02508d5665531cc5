import type { Options } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { PAGE_KEYWORDS } from '../src/common/page-keywords';

/**
 * How request bodies are validated, by the service's validators and the tool pages', both compiled from the spec as
 * standalone code (scripts/validator-code.ts, scripts/build-tools.ts), so a page says what a 422 would: the spec's
 * defaults filled in, and `verbose`, so each error carries the schema that holds the failed keyword, where
 * toValidationErrors reads a pattern's x-pattern-words.
 */
export const REQUEST_BODY_OPTIONS = { useDefaults: true, verbose: true } as const;

/** The JSON Schema 2020-12 validator every spec schema is compiled with (OpenAPI 3.1 uses 2020-12, not draft-07). */
export function createSpecAjv(options: Pick<Options, 'useDefaults' | 'verbose' | 'code' | 'inlineRefs'> = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false, ...options });
  addFormats(ajv);
  ajv.addVocabulary([...PAGE_KEYWORDS]);
  return ajv;
}
