import { join } from 'node:path';
import { generateApiSpec } from '.';
import { formatScore, scoreCorpus } from '../../../tests/support/spec-fidelity';

// Descriptions written by the tool's author while generalising beyond the dev corpus (aligned columns, `Method:` and
// `URL:` lines, curl with -F, TypeScript types, HTTP without a version, "hands back", "Both `from` and `to` are ISO
// dates", ...): not blind, so a regression set, where every item must hold.
test('every item of the regression descriptions reaches the document', async () => {
  const score = await scoreCorpus(join(__dirname, 'regression-corpus.json'));
  if (process.env.SPEC_REPORT) console.log(formatScore(score, true));
  expect(score.items).toBe(363); // the set, counted: a description dropped by mistake fails here
  expect(score.descriptions.flatMap(({ id, missing }) => missing.map((item) => `${id}: ${item}`))).toEqual([]);
});

const warningsOf = async (text: string) =>
  (await generateApiSpec({ text, title: 'T', version: '1' })).warnings.map(({ code, line, message }) => [code, line, message]);

describe('nothing a description names is dropped in silence', () => {
  test('a code-like name that reaches no endpoint is a warning quoting its sentence', async () => {
    expect(await warningsOf('GET /a returns `x_id` (string).\nThe `legacy_ref` field is going away.')).toEqual([
      [
        'line_not_understood',
        2,
        'Line 2 ("The `legacy_ref` field is going away.") was not read: it names fields, statuses or credentials but says nothing this tool reads of them.',
      ],
    ]);
  });

  test('a status said before any endpoint is a warning; prose that names nothing is none', async () => {
    expect(
      await warningsOf('Hi team, thanks for the call.\nErrors return 404 when the id is unknown.\nGET /a returns `x_id` (string).'),
    ).toEqual([
      [
        'line_not_understood',
        2,
        'Line 2 ("Errors return 404 when the id is unknown.") was not read: it names fields, statuses or credentials but says nothing this tool reads of them.',
      ],
    ]);
  });

  test('a sentence of prose about names is no list of fields: it is reported, the sentence before it is used', async () => {
    const result = await generateApiSpec({
      text: 'POST /orders takes `sku` (string). The warehouse copies `sku` into `wms_ref` overnight.',
      title: 'T',
      version: '1',
    });
    expect(result.yaml).toContain('sku:');
    expect(result.yaml).not.toContain('wms_ref');
    expect(result.warnings.map(({ code, message }) => [code, message])).toEqual([
      [
        'line_not_understood',
        'Line 1 ("The warehouse copies `sku` into `wms_ref` overnight.") was not read: it names fields, statuses or credentials but says nothing this tool reads of them.',
      ],
    ]);
  });

  test('a short sentence that says "public" is read for the rest of what it says', async () => {
    const result = await generateApiSpec({
      text: 'GET /zones is public and lists zones, each with `code` and `rate` (number).',
      title: 'T',
      version: '1',
    });
    expect(result.yaml).toMatch(/security: \[\]/);
    expect(result.yaml).toMatch(/rate:\n\s+type: number/);
    expect(result.warnings).toEqual([]);
  });
});
