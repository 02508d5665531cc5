import { emit, outputLimit } from './emit';
import { makeLocator } from '../shared/json-positions';
import { JsonSyntaxFailure, MAX_DUPLICATE_WARNINGS, parseStrictJson, type ParsedJson } from '../shared/strict-json';
import { warning } from '../shared/warnings';
import type { JsonFormatRequest, JsonFormatResult } from './types';

export * from './types';
// A hand-written strict parser instead of jsonc-parser (installed, and its scanner gives offsets and raw
// number text): measured with jsonc-parser 3.3.1, its scanner accepts U+00A0, U+FEFF and other Unicode
// spaces as whitespace, reports a bad escape or control character at the start of the string rather than
// at the offending character, and `visit`/`parseTree` recurse, overflowing the stack at 100000 `[`.

/** Validates strict RFC 8259 JSON and re-emits it pretty or minified, numbers and strings exactly as written. */
export function formatJson(request: JsonFormatRequest): JsonFormatResult {
  const text = request.text;
  const locate = makeLocator(text);
  let parsed: ParsedJson;
  try {
    parsed = parseStrictJson(text, locate);
  } catch (failure) {
    if (!(failure instanceof JsonSyntaxFailure)) throw failure;
    return { valid: false, error: { message: failure.message, ...locate(failure.offset) }, warnings: [] };
  }
  const unit = request.indent === 'tab' ? '\t' : ' '.repeat(request.indent);
  const output = emit(parsed.root, request.mode === 'minify' ? undefined : unit, request.sortKeys, outputLimit(request.text.length));
  const warnings = parsed.duplicates.slice(0, MAX_DUPLICATE_WARNINGS).map((d) => {
    const first = locate(d.firstOffset);
    return warning(
      'duplicate_key',
      `Duplicate key ${d.rawKey} (first at line ${first.line}, column ${first.column}); the last value is kept at the first occurrence's place.`,
      { pointer: d.pointer, ...locate(d.offset) },
    );
  });
  return {
    valid: true,
    output,
    warnings,
    stats: { depth: parsed.depth, keys: parsed.keys, duplicateKeys: parsed.duplicates.length },
  };
}
