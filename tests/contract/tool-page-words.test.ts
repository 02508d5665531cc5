import { specTools, toolSpec } from '../support/spec';
import {
  errorInWords,
  hintOf,
  istInputValue,
  labelOf,
  msFromIstInput,
  paiseOf,
  parseRupees,
  plainDescription,
  reasonInWords,
  roundingNotice,
  rupeesInWords,
  type PropertySchema,
} from '../../web/tools/words';

// What the tool pages (/tools/<tool>) say about each field, in words for people: labels, hints, choices, bounds and
// errors in rupees, rupees typed as people write them. The page itself, in Chromium: tools-browser.referee.test.ts.

interface Request {
  required?: string[];
  properties: Record<string, PropertySchema>;
}
const requestOf = (tool: string) => toolSpec(tool).request as unknown as Request;
const fields = specTools.flatMap((tool) => {
  const request = requestOf(tool);
  return Object.entries(request.properties).map(([name, schema]) => ({
    tool,
    name,
    schema,
    required: (request.required ?? []).includes(name),
    others: Object.keys(request.properties),
  }));
});
/** An API name merely re-cased: "gstin" → "Gstin", "amountPaise" → "Amount paise", "text" → "Text". */
const recased = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const apiNames = new Set(fields.map((field) => field.name));
const property = (tool: string, name: string) => requestOf(tool).properties[name] as PropertySchema;
const hint = (tool: string, name: string) => hintOf(name, property(tool, name), (requestOf(tool).required ?? []).includes(name));

describe('every request field has words for people in the spec', () => {
  test.each(fields.map((field) => [`${field.tool} ${field.name}`, field] as const))(
    '%s: a label that is not its API name re-cased, and every choice in words',
    (_name, { name, schema }) => {
      const label = labelOf(name, schema);
      expect(schema['x-label']).toEqual(expect.any(String));
      expect([label === name, label === recased(name)]).toEqual([false, false]);
      for (const enumerated of [schema, schema.items].filter((node) => node?.enum)) {
        expect(Object.keys(enumerated?.['x-enumDescriptions'] ?? {})).toEqual(enumerated?.enum?.map(String));
        for (const words of Object.values(enumerated?.['x-enumDescriptions'] ?? {})) expect(words).not.toBe('');
      }
    },
  );

  test.each(fields.map((field) => [`${field.tool} ${field.name}`, field] as const))(
    '%s: a hint in plain words, no API names, code marks or cut quotations',
    (_name, { name, schema, required, others }) => {
      const text = hintOf(name, schema, required);
      expect(text).not.toMatch(/`|Extension:|Default \[|paise:/);
      // No API field name that is not a plain word (amountPaise, fromMs, payeeVpa), of this tool or another.
      for (const apiName of [...others, ...apiNames].filter((field) => /[A-Z]/.test(field)))
        expect(text).not.toMatch(new RegExp(`\\b${apiName}\\b`));
      // Quotations closed, and the hint ends a sentence.
      expect((text.match(/"/g) ?? []).length % 2).toBe(0);
      expect((text.match(/“/g) ?? []).length).toBe((text.match(/”/g) ?? []).length);
      if (text !== '') expect(text).toMatch(/[.?)]$/);
    },
  );
});

describe('hints', () => {
  test.each([
    {
      name: 'GST amount: the bound in rupees, in words',
      tool: 'gst-calculator',
      field: 'amountPaise',
      want: /Up to about ₹90 lakh crore\.$/,
    },
    { name: 'UPI amount: ten crore, exact', tool: 'upi-qr-generator', field: 'amountPaise', want: /Up to ₹10 crore\. Optional\.$/ },
    { name: 'GST mode: the choices say it, the hint does not describe one of them', tool: 'gst-calculator', field: 'mode', want: /^$/ },
    { name: 'amount-to-words currency: no hint cut inside a quotation', tool: 'amount-to-words', field: 'currency', want: /^$/ },
    { name: 'anonymizer salt: no "Extension:"', tool: 'data-anonymizer', field: 'salt', want: /^Only for Hash: .* Optional\.$/ },
    {
      name: 'anonymizer columns: no "Default []"',
      tool: 'data-anonymizer',
      field: 'columns',
      want: /^One column name per line\. .* Optional\.$/,
    },
    {
      name: 'cron start: India time, starting at now',
      tool: 'cron-builder',
      field: 'fromMs',
      want: /^Date and time in India \(IST\)\. It starts at now\.$/,
    },
    {
      name: 'gold rate: the bound in its unit',
      tool: 'gold-making-charges-calculator',
      field: 'ratePerGram',
      want: /Up to ₹1,00,00,000 per gram\.$/,
    },
    { name: 'a default in words', tool: 'json-to-typescript', field: 'rootName', want: /If left empty: Root\.$/ },
    {
      name: 'a count with its bounds, grouped',
      tool: 'uuid-generator',
      field: 'count',
      want: /^How many UUIDs to make\. From 1 to 1,000\.$/,
    },
  ])('$name', ({ tool, field, want }) => {
    expect(hint(tool, field)).toMatch(want);
  });

  test('a description used as a hint is cut only where a sentence ends, never inside quotes, brackets or code', () => {
    expect(
      plainDescription('`rupees` reads rupees and paise ("... Rupees and ... Paise Only"); `none` reads the plain number. More.'),
    ).toBe('rupees reads rupees and paise ("... Rupees and ... Paise Only"); none reads the plain number. More.');
    expect(plainDescription('One (as in 1. and 2.) two. Three. Four.')).toBe('One (as in 1. and 2.) two. Three.');
  });
});

describe('rupees as people type them and read them', () => {
  test.each([
    { typed: '10.005', paise: 1001 },
    { typed: '10.004', paise: 1000 },
    { typed: '0.995', paise: 100 },
    { typed: '1,18,000.50', paise: 11800050 },
    { typed: '₹ 1180', paise: 118000 },
    { typed: 'Rs. 12.5', paise: 1250 },
    { typed: '.5', paise: 50 },
    { typed: '-5', paise: -500 },
  ])('"$typed" is $paise paise (half-up on the typed digits, never through a float)', ({ typed, paise }) => {
    const parsed = parseRupees(typed);
    expect(parsed && paiseOf(parsed)).toBe(paise);
  });

  test.each(['', 'abc', '1.2.3', '12a', '.'])('"%s" is not an amount', (typed) => {
    expect(parseRupees(typed)).toBeUndefined();
  });

  test('more than two decimals: the page says what will be sent before it is sent', () => {
    expect(roundingNotice('amountPaise', '10.005')).toBe(
      'More than two decimals: this will be sent as ₹10.01 (1,001 paise), rounded half-up to the paisa.',
    );
    expect(roundingNotice('amount', '10.005')).toBe('More than two decimals: this will be read as ₹10.01, rounded half-up to the paisa.');
    expect([roundingNotice('amountPaise', '10.01'), roundingNotice('amountPaise', 'abc'), roundingNotice('amountPaise', '-1.005')]).toEqual(
      [undefined, undefined, undefined],
    );
  });

  test.each([
    { rupees: 1e8, want: '₹10 crore' },
    { rupees: 90071992547409.91, want: 'about ₹90 lakh crore' },
    { rupees: 999999999999999.9, want: 'about ₹10 crore crore' },
    { rupees: 150000, want: '₹1.5 lakh' },
    { rupees: 4500, want: '₹4,500' },
  ])('$rupees rupees read as "$want"', ({ rupees, want }) => {
    expect(rupeesInWords(rupees)).toBe(want);
  });

  test.each([
    { tool: 'gst-calculator', field: 'amountPaise', message: 'must be >= 0', want: 'cannot be negative.' },
    {
      tool: 'upi-qr-generator',
      field: 'amountPaise',
      message: 'must be <= 10000000000',
      want: 'can be at most ₹10,00,00,000.00 (₹10 crore).',
    },
    {
      tool: 'amount-to-words',
      field: 'amount',
      message: 'must be <= 999999999999999.9',
      want: 'can be at most ₹99,99,99,99,99,99,999.9 (about ₹10 crore crore).',
    },
    { tool: 'cron-builder', field: 'fromMs', message: 'must be <= 4102444800000', want: 'must be before 1 Jan 2100, 5:30 am IST.' },
    { tool: 'uuid-generator', field: 'count', message: 'must be <= 1000', want: 'must be <= 1000' },
  ])('$tool $field: "$message" reads "$want"', ({ tool, field, message, want }) => {
    expect(errorInWords(field, property(tool, field), message)).toBe(want);
  });
});

describe('India time for date fields', () => {
  test('Unix ms and the picker value in India time, both ways (UTC+05:30, no daylight saving)', () => {
    expect(istInputValue(1768435200000)).toBe('2026-01-15T05:30');
    expect(msFromIstInput('2026-01-15T05:30')).toBe(1768435200000);
    expect(msFromIstInput('2026-01-15T05:30:15')).toBe(1768435215000);
    expect([msFromIstInput(''), msFromIstInput('2026-01-15')]).toEqual([undefined, undefined]);
  });
});

describe('the anonymizer says why a column was chosen in plain words', () => {
  test.each([
    { reason: 'the header "name" names a name', want: 'found by its header' },
    {
      reason: 'the header "acct" names an account and its values are 9-18 digit numbers',
      want: 'found by its header and its values are 9-18 digit numbers',
    },
    {
      reason: 'the header "city" names a part of an address, in a table about people (a place smaller than a state locates a person)',
      want: 'found by its header, in a table about people (a place smaller than a state locates a person)',
    },
    { reason: 'named in columns; the header "mail" names an e-mail address', want: 'you listed it; found by its header' },
    { reason: "2 of its 2 values are people's names", want: "2 of its 2 values are people's names" },
  ])('$reason', ({ reason, want }) => {
    expect(reasonInWords(reason)).toBe(want);
  });
});
