import { nearest, nearestProperty, suggestionsFor } from './suggest';

// "Did you mean": the HTTP 404 for an unknown tool and the CLI's unknown tools and flags.

const tools = ['base64-encode-decode', 'gst-calculator', 'json-formatter', 'json-to-typescript', 'json-to-csv', 'uuid-generator'];

describe('nearest', () => {
  test.each([
    { name: 'one substitution', given: 'gst-calculater', want: 'gst-calculator' },
    { name: 'two neighbours swapped count as one edit (Damerau)', given: 'gst-calcualtor', want: 'gst-calculator' },
    { name: 'a swap and a deletion', given: 'gst-calcualtr', want: 'gst-calculator' },
    { name: 'case is ignored', given: 'UUID-Generator', want: 'uuid-generator' },
    { name: 'a flag with one letter missing', given: 'rat', want: 'rate', candidates: ['rate', 'mode', 'supply', 'amount-paise'] },
    { name: 'a flag with two letters swapped', given: 'mdoe', want: 'mode', candidates: ['rate', 'mode', 'supply', 'amount-paise'] },
  ])('$name: "$given" is "$want"', ({ given, want, candidates }) => {
    expect(nearest(given, candidates ?? tools)).toBe(want);
  });

  test('when the name is far from every candidate, or a short name would match anything, then nothing', () => {
    expect(nearest('weather', tools)).toBeUndefined();
    expect(nearest('gst', ['uuid', 'rate'])).toBeUndefined();
    expect(nearest('a'.repeat(10_000), tools)).toBeUndefined();
  });
});

describe('suggestionsFor', () => {
  test('when a word of a tool starts with the name, then those tools (at most four), else the slip alone', () => {
    expect(suggestionsFor('base64', tools)).toEqual(['base64-encode-decode']);
    expect(suggestionsFor('typescript', tools)).toEqual(['json-to-typescript']);
    expect(suggestionsFor('json', tools)).toEqual(['json-formatter', 'json-to-typescript', 'json-to-csv']);
    expect(suggestionsFor('amount', ['rate', 'amount-paise'])).toEqual(['amount-paise']);
    expect(suggestionsFor('gst-calcualtor', tools)).toEqual(['gst-calculator']);
    expect(suggestionsFor('js', tools)).toEqual([]);
    expect(suggestionsFor('weather', tools)).toEqual([]);
  });
});

describe('nearestProperty', () => {
  test('when the name is a slip, a longer or a shorter form of one property, then that property', () => {
    expect(nearestProperty('amountPase', ['amountPaise', 'rate'])).toBe('amountPaise');
    expect(nearestProperty('language', ['json', 'lang', 'rootName'])).toBe('lang');
    expect(nearestProperty('amount', ['amountPaise', 'rate', 'mode'])).toBe('amountPaise');
  });

  test('when several properties relate to the name, or the name is short, then nothing', () => {
    expect(nearestProperty('amount', ['amountPaise', 'amountRupees'])).toBeUndefined();
    expect(nearestProperty('to', ['total', 'mode'])).toBeUndefined();
    expect(nearestProperty('weather', ['json', 'lang'])).toBeUndefined();
  });
});
