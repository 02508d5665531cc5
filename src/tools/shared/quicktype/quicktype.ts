import type { SerializedRenderResult } from 'quicktype-core';
import { ToolInputError } from '../errors';
import { readJsonInput } from '../json-input';
import { sampleReader } from './sample-input';
import type { RequestBody } from '../../../common/operations';

/** The languages quicktype-core writes for these tools, by its own names: json-to-typescript's, and json-to-any-language's `lang`. */
export type QuicktypeLanguage = 'typescript' | RequestBody<'json_to_any_language'>['lang'];

type Quicktype = typeof import('quicktype-core');
let loaded: Promise<Quicktype> | undefined;

// quicktype-core costs about 150 ms and 26 MB to load: it is loaded on first use, in the pool thread that runs these
// engines (never on the main thread's start-up), and warmed there after the service listens (warmQuicktype).
const load = (): Promise<Quicktype> => (loaded ??= import('quicktype-core'));

/**
 * Plain JSON types: no inference beyond what JSON says, so a sample is always assignable to the type made from it
 * (a date-looking string stays a string, "1" stays a string, strings never become enums), and similar classes merge.
 */
const INFERENCE = {
  inferDateTimes: false,
  inferEnums: false,
  inferUuids: false,
  inferIntegerStrings: false,
  inferBooleanStrings: false,
  inferMaps: true,
  combineClasses: true,
} as const;

/** quicktype's PascalCase of an identifier (rootName is one by the request schema's pattern): `user_profile` and `userProfile` both become `UserProfile`. */
export function pascalCase(name: string): string {
  return name
    .split('_')
    .filter((part) => part !== '')
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');
}

/** The most the generated code may take in the answer (JSON-escaped UTF-8 bytes); quicktype pads every property line to the longest key of its type. */
const MAX_CODE_BYTES = 4 * 1024 * 1024;

/**
 * Refuses a sample whose code would be padded out of proportion before quicktype builds it: each object's keys times
 * its longest key bounds the width of its declaration (one 200,000-character key beside 200 short ones would write
 * 40 MB of spaces).
 */
function checkPadding(sample: unknown): void {
  let padded = 0;
  const stack: unknown[] = [sample];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const children = Object.entries(node);
    if (!Array.isArray(node) && children.length > 0) padded += children.length * Math.max(...children.map(([key]) => key.length));
    for (const [, child] of children) if (child !== null && typeof child === 'object') stack.push(child);
  }
  if (padded > MAX_CODE_BYTES) {
    throw new ToolInputError(
      'code_too_large',
      `The declarations would be about ${padded.toLocaleString('en')} characters (each property line is padded to the longest key of its type), above ${MAX_CODE_BYTES.toLocaleString('en')}. Shorten the longest keys or send fewer.`,
    );
  }
}

/**
 * Renders types for one sample: one entry per output file (a single file unless the language writes one per class).
 * Whole numbers are integers within the integer range of `integerRangeOf` (the target language unless another is
 * named, so that a second rendering can see the classes the target's rendering has), doubles beyond it.
 */
export async function renderTypes(
  lang: QuicktypeLanguage,
  text: string,
  rootName: string,
  rendererOptions: Record<string, string>,
  multiFile = false,
  field = 'text',
  integerRangeOf: QuicktypeLanguage = lang,
): Promise<ReadonlyMap<string, SerializedRenderResult>> {
  checkPadding(readJsonInput(text, field));
  const library = await load();
  const { InputData, JSONInput, getTargetLanguage, quicktype, quicktypeMultiFile } = library;
  const range = getTargetLanguage(integerRangeOf).getSupportedIntegerRange(integerRangeOf === lang ? rendererOptions : {});
  const input = new JSONInput(sampleReader(library, range));
  await input.addSource({ name: rootName, samples: [text] });
  const inputData = new InputData();
  inputData.addInput(input);
  const options = { inputData, lang, rendererOptions, ...INFERENCE };
  const files = multiFile ? await quicktypeMultiFile(options) : new Map([['', await quicktype(options)]]);
  // Measured as the answer carries it: JSON-escaped UTF-8.
  const bytes = [...files.values()].reduce((sum, file) => sum + Buffer.byteLength(JSON.stringify(file.lines.join('\n'))), 0);
  if (bytes > MAX_CODE_BYTES) {
    throw new ToolInputError(
      'code_too_large',
      `The generated code would be ${bytes.toLocaleString('en')} bytes, above ${MAX_CODE_BYTES.toLocaleString('en')}.`,
    );
  }
  return files;
}

/** Loads quicktype-core and runs it once, so the first caller of a pool thread does not pay for either. */
export async function warmQuicktype(): Promise<void> {
  await renderTypes('typescript', '{"a":[1]}', 'Warm', { 'just-types': 'true' });
}
