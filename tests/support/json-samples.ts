import { jsonToAnyLanguage, type JsonToAnyLanguageResult, type TargetLanguage } from '../../src/tools/json-to-any-language';
import { specAjv, toolSpec, withSpecDefaults } from './spec';

// What json-to-any-language's engine.test.ts and compile.referee.test.ts share: the tool run with its result checked
// against the spec, and the samples both feed it.

const validateResult = specAjv().compile(toolSpec('json-to-any-language').result);

export async function generate(json: string, lang?: TargetLanguage, rootName?: string): Promise<JsonToAnyLanguageResult> {
  const result = await jsonToAnyLanguage(
    withSpecDefaults('json_to_any_language', { json, ...(lang ? { lang } : {}), ...(rootName ? { rootName } : {}) }),
  );
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}

// Samples from public corpora: GitHub REST API (GET /repos/{owner}/{repo}, trimmed), RFC 8259 §13, JSON:API.
const samples: Record<string, string> = {
  'GitHub repository': JSON.stringify({
    id: 1296269,
    name: 'Hello-World',
    owner: { login: 'octocat', id: 1, site_admin: false },
    private: false,
    language: null,
    topics: ['octocat', 'atom'],
    permissions: { admin: false, push: false, pull: true },
    created_at: '2011-01-26T19:01:12Z',
  }),
  'RFC 8259 image':
    '{"Image":{"Width":800,"Height":600,"Title":"View from 15th Floor","Thumbnail":{"Url":"http://www.example.com/image/481989943","Height":125,"Width":100},"Animated":false,"IDs":[116,943,234,38793]}}',
  'RFC 8259 places (top-level array)':
    '[{"precision":"zip","Latitude":37.7668,"Longitude":-122.3959,"City":"SAN FRANCISCO"},{"precision":"zip","Latitude":37.371991,"Longitude":-122.02602,"City":"SUNNYVALE"}]',
  'keywords, odd keys, optional and mixed fields':
    '{"class":"x","type":1,"weird key":true,"items":[{"sku":"A","qty":1},{"sku":"B","price":2.5}],"mixed":[1,"a"],"note":null}',
};
export const cases = Object.entries(samples);

/**
 * Integers a double cannot hold, in every place the generators type: beyond 64 bits signed and unsigned, in an array,
 * beyond 2^53 within 64 bits, and a big integer that is null in another object.
 */
export const bigIntegerSample =
  '{"u64":18446744073709551615,"huge":123456789012345678901234567890,"low":-9223372036854775809,"ids":[1,18446744073709551616],"mid":9007199254740993,"rows":[{"v":null},{"v":99999999999999999999}]}';
