import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';
import { amountToWords, type AmountToWordsRequest, type AmountToWordsResult } from '.';
import { ToolInputError } from '../shared/errors';

/** The engine as the service calls it: the spec's defaults filled in (tests/support/spec.ts). */
const wordsAsServed = (request: Partial<AmountToWordsRequest>) => amountToWords(withSpecDefaults('amount_to_words', request));

const nfc = (text: string) => text.normalize('NFC');
const results: AmountToWordsResult[] = [];
const run = (request: Partial<AmountToWordsRequest>) => {
  const result = wordsAsServed(request);
  results.push(result);
  return result;
};

// Unicode CLDR common/rbnf/hi.xml, ruleset spellout-cardinal, rules 0-99, copied verbatim
// (github.com/unicode-org/cldr, commit 0237256288fa92dea06f5efe1f9cfce6c76a935f).
const CLDR_HI_XML = `
<rbnfrule value="0">शून्य;</rbnfrule>
<rbnfrule value="1">एक;</rbnfrule>
<rbnfrule value="2">दो;</rbnfrule>
<rbnfrule value="3">तीन;</rbnfrule>
<rbnfrule value="4">चार;</rbnfrule>
<rbnfrule value="5">पाँच;</rbnfrule>
<rbnfrule value="6">छह;</rbnfrule>
<rbnfrule value="7">सात;</rbnfrule>
<rbnfrule value="8">आठ;</rbnfrule>
<rbnfrule value="9">नौ;</rbnfrule>
<rbnfrule value="10">दस;</rbnfrule>
<rbnfrule value="11">ग्यारह;</rbnfrule>
<rbnfrule value="12">बारह;</rbnfrule>
<rbnfrule value="13">तेरह;</rbnfrule>
<rbnfrule value="14">चौदह;</rbnfrule>
<rbnfrule value="15">पन्द्रह;</rbnfrule>
<rbnfrule value="16">सोलह;</rbnfrule>
<rbnfrule value="17">सत्रह;</rbnfrule>
<rbnfrule value="18">अठारह;</rbnfrule>
<rbnfrule value="19">उन्नीस;</rbnfrule>
<rbnfrule value="20">बीस;</rbnfrule>
<rbnfrule value="21">इक्कीस;</rbnfrule>
<rbnfrule value="22">बाईस;</rbnfrule>
<rbnfrule value="23">तेईस;</rbnfrule>
<rbnfrule value="24">चौबीस;</rbnfrule>
<rbnfrule value="25">पच्चीस;</rbnfrule>
<rbnfrule value="26">छब्बीस;</rbnfrule>
<rbnfrule value="27">सत्ताईस;</rbnfrule>
<rbnfrule value="28">अट्ठाईस;</rbnfrule>
<rbnfrule value="29">उनतीस;</rbnfrule>
<rbnfrule value="30">तीस;</rbnfrule>
<rbnfrule value="31">इकतीस;</rbnfrule>
<rbnfrule value="32">बत्तीस;</rbnfrule>
<rbnfrule value="33">तैंतीस;</rbnfrule>
<rbnfrule value="34">चौंतीस;</rbnfrule>
<rbnfrule value="35">पैंतीस;</rbnfrule>
<rbnfrule value="36">छत्तीस;</rbnfrule>
<rbnfrule value="37">सैंतीस;</rbnfrule>
<rbnfrule value="38">अड़तीस;</rbnfrule>
<rbnfrule value="39">उनतालीस;</rbnfrule>
<rbnfrule value="40">चालीस;</rbnfrule>
<rbnfrule value="41">इकतालीस;</rbnfrule>
<rbnfrule value="42">बयालीस;</rbnfrule>
<rbnfrule value="43">तैंतालीस;</rbnfrule>
<rbnfrule value="44">चौवालीस;</rbnfrule>
<rbnfrule value="45">पैंतालीस;</rbnfrule>
<rbnfrule value="46">छियालीस;</rbnfrule>
<rbnfrule value="47">सैंतालीस;</rbnfrule>
<rbnfrule value="48">अड़तालीस;</rbnfrule>
<rbnfrule value="49">उनचास;</rbnfrule>
<rbnfrule value="50">पचास;</rbnfrule>
<rbnfrule value="51">इक्यावन;</rbnfrule>
<rbnfrule value="52">बावन;</rbnfrule>
<rbnfrule value="53">तिरेपन;</rbnfrule>
<rbnfrule value="54">चौवन;</rbnfrule>
<rbnfrule value="55">पचपन;</rbnfrule>
<rbnfrule value="56">छप्पन;</rbnfrule>
<rbnfrule value="57">सत्तावन;</rbnfrule>
<rbnfrule value="58">अट्ठावन;</rbnfrule>
<rbnfrule value="59">उनसठ;</rbnfrule>
<rbnfrule value="60">साठ;</rbnfrule>
<rbnfrule value="61">इकसठ;</rbnfrule>
<rbnfrule value="62">बासठ;</rbnfrule>
<rbnfrule value="63">तिरेसठ;</rbnfrule>
<rbnfrule value="64">चौंसठ;</rbnfrule>
<rbnfrule value="65">पैंसठ;</rbnfrule>
<rbnfrule value="66">छियासठ;</rbnfrule>
<rbnfrule value="67">सड़सठ;</rbnfrule>
<rbnfrule value="68">अड़सठ;</rbnfrule>
<rbnfrule value="69">उनहत्तर;</rbnfrule>
<rbnfrule value="70">सत्तर;</rbnfrule>
<rbnfrule value="71">इकहत्तर;</rbnfrule>
<rbnfrule value="72">बहत्तर;</rbnfrule>
<rbnfrule value="73">तिहत्तर;</rbnfrule>
<rbnfrule value="74">चौहत्तर;</rbnfrule>
<rbnfrule value="75">पचहत्तर;</rbnfrule>
<rbnfrule value="76">छिहत्तर;</rbnfrule>
<rbnfrule value="77">सतहत्तर;</rbnfrule>
<rbnfrule value="78">अठहत्तर;</rbnfrule>
<rbnfrule value="79">उनासी;</rbnfrule>
<rbnfrule value="80">अस्सी;</rbnfrule>
<rbnfrule value="81">इक्यासी;</rbnfrule>
<rbnfrule value="82">बयासी;</rbnfrule>
<rbnfrule value="83">तिरासी;</rbnfrule>
<rbnfrule value="84">चौरासी;</rbnfrule>
<rbnfrule value="85">पचासी;</rbnfrule>
<rbnfrule value="86">छियासी;</rbnfrule>
<rbnfrule value="87">सत्तासी;</rbnfrule>
<rbnfrule value="88">अट्ठासी;</rbnfrule>
<rbnfrule value="89">नवासी;</rbnfrule>
<rbnfrule value="90">नब्बे;</rbnfrule>
<rbnfrule value="91">इक्यानबे;</rbnfrule>
<rbnfrule value="92">बानबे;</rbnfrule>
<rbnfrule value="93">तिरानबे;</rbnfrule>
<rbnfrule value="94">चौरानबे;</rbnfrule>
<rbnfrule value="95">पंचानबे;</rbnfrule>
<rbnfrule value="96">छियानबे;</rbnfrule>
<rbnfrule value="97">सत्तानबे;</rbnfrule>
<rbnfrule value="98">अट्ठानबे;</rbnfrule>
<rbnfrule value="99">निन्यानबे;</rbnfrule>
`;
const cldrHindi = [...CLDR_HI_XML.matchAll(/<rbnfrule value="(\d+)">([^;]+);<\/rbnfrule>/g)].map((m) => ({
  given: Number(m[1]),
  want: nfc(m[2]!),
}));

describe('Hindi 0-99 are CLDR hi %spellout-cardinal', () => {
  test('the CLDR table has all 100 rules in order', () => {
    expect(cldrHindi.map((row) => row.given)).toEqual(Array.from({ length: 100 }, (_, n) => n));
  });

  test.each(cldrHindi)('$given -> $want', ({ given, want }) => {
    expect(run({ amount: given, currency: 'none' }).hindi).toBe(want);
  });
});

describe('docs/reference/india.md "Amount in words" examples', () => {
  test.each([
    {
      name: 'lakh, thousand, hundred with paise',
      given: 123456.78,
      want: {
        english: 'One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees and Seventy Eight Paise Only',
        hindi: 'एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे',
        formatted: '₹1,23,456.78',
        decimal: '123456.78',
        amountPaise: 12345678,
      },
    },
    {
      name: 'singular rupee and paisa',
      given: 1.01,
      want: { english: 'One Rupee and One Paisa Only', hindi: 'एक रुपया और एक पैसा', formatted: '₹1.01', decimal: '1.01', amountPaise: 101 },
    },
    {
      name: 'zero',
      given: 0,
      want: { english: 'Zero Rupees Only', hindi: 'शून्य रुपये', formatted: '₹0.00', decimal: '0.00', amountPaise: 0 },
    },
    {
      name: '10^9 is One Hundred Crore',
      given: 1e9,
      want: {
        english: 'One Hundred Crore Rupees Only',
        hindi: 'एक सौ करोड़ रुपये',
        formatted: '₹1,00,00,00,000.00',
        decimal: '1000000000.00',
        amountPaise: 100000000000,
      },
    },
    {
      name: '10^12 is One Lakh Crore',
      given: 1e12,
      want: {
        english: 'One Lakh Crore Rupees Only',
        hindi: 'एक लाख करोड़ रुपये',
        formatted: '₹10,00,00,00,00,000.00',
        decimal: '1000000000000.00',
        amountPaise: 100000000000000,
      },
    },
  ])('$name', ({ given, want }) => {
    expect(run({ amount: given, currency: 'rupees' })).toEqual({ ...want, hindi: nfc(want.hindi), warnings: [] });
  });
});

// to-words (github.com/mastermunj/to-words) __tests__/en-IN.test.ts, convert(n, { currency: true }), commit 01a09fa5ca9cdfec2d711c222790697fad936ca7;
// its "And" is written "and" here, as docs/reference/india.md prescribes.
describe('English with rupees matches to-words en-IN', () => {
  test.each([
    { given: 137, want: 'One Hundred Thirty Seven Rupees Only' },
    { given: 700, want: 'Seven Hundred Rupees Only' },
    { given: 1100, want: 'One Thousand One Hundred Rupees Only' },
    { given: 4680, want: 'Four Thousand Six Hundred Eighty Rupees Only' },
    { given: 63892, want: 'Sixty Three Thousand Eight Hundred Ninety Two Rupees Only' },
    { given: 86100, want: 'Eighty Six Thousand One Hundred Rupees Only' },
    { given: 792581, want: 'Seven Lakh Ninety Two Thousand Five Hundred Eighty One Rupees Only' },
    { given: 2741034, want: 'Twenty Seven Lakh Forty One Thousand Thirty Four Rupees Only' },
    { given: 86429753, want: 'Eight Crore Sixty Four Lakh Twenty Nine Thousand Seven Hundred Fifty Three Rupees Only' },
    { given: 975310864, want: 'Ninety Seven Crore Fifty Three Lakh Ten Thousand Eight Hundred Sixty Four Rupees Only' },
    { given: 0.01, want: 'Zero Rupees and One Paisa Only' },
    { given: 0.04, want: 'Zero Rupees and Four Paise Only' },
    { given: 0.0468, want: 'Zero Rupees and Five Paise Only' },
    { given: 0.4, want: 'Zero Rupees and Forty Paise Only' },
    { given: 0.63, want: 'Zero Rupees and Sixty Three Paise Only' },
    { given: 0.973, want: 'Zero Rupees and Ninety Seven Paise Only' },
    { given: 0.999, want: 'One Rupee Only' },
    { given: 37.06, want: 'Thirty Seven Rupees and Six Paise Only' },
    { given: 37.068, want: 'Thirty Seven Rupees and Seven Paise Only' },
    { given: 37.68, want: 'Thirty Seven Rupees and Sixty Eight Paise Only' },
    { given: 37.683, want: 'Thirty Seven Rupees and Sixty Eight Paise Only' },
  ])('$given -> $want', ({ given, want }) => {
    expect(run({ amount: given, currency: 'rupees' }).english).toBe(want);
  });
});

// to-words __tests__/hi-IN.test.ts (same commit), the vectors whose 0-99 spellings agree with CLDR; others use non-CLDR forms (तिरसठ, बानवे, पांच).
describe('Hindi with rupees matches to-words hi-IN where it agrees with CLDR', () => {
  test.each([
    { given: 137, want: 'एक सौ सैंतीस रुपये' },
    { given: 700, want: 'सात सौ रुपये' },
    { given: 4680, want: 'चार हज़ार छह सौ अस्सी रुपये' },
    { given: 2741034, want: 'सत्ताईस लाख इकतालीस हज़ार चौंतीस रुपये' },
    { given: 86429753, want: 'आठ करोड़ चौंसठ लाख उनतीस हज़ार सात सौ तिरेपन रुपये' },
    { given: 0.04, want: 'शून्य रुपये और चार पैसे' },
    { given: 0.4, want: 'शून्य रुपये और चालीस पैसे' },
    { given: 0.999, want: 'एक रुपया' },
    { given: 37.06, want: 'सैंतीस रुपये और छह पैसे' },
    { given: 37.068, want: 'सैंतीस रुपये और सात पैसे' },
    { given: 37.68, want: 'सैंतीस रुपये और अड़सठ पैसे' },
  ])('$given -> $want', ({ given, want }) => {
    expect(run({ amount: given, currency: 'rupees' }).hindi).toBe(nfc(want));
  });
});

// Powers of ten: English from to-words en-IN "Powers of Ten"; Hindi from to-words hi-IN, except 100, which is "एक सौ" per CLDR rule 100 "←← सौ[ →→]" and docs/reference/india.md.
describe('powers of ten in the Indian system', () => {
  test.each([
    { given: 1, want: { english: 'One Rupee Only', hindi: 'एक रुपया' } },
    { given: 100, want: { english: 'One Hundred Rupees Only', hindi: 'एक सौ रुपये' } },
    { given: 1000, want: { english: 'One Thousand Rupees Only', hindi: 'एक हज़ार रुपये' } },
    { given: 100000, want: { english: 'One Lakh Rupees Only', hindi: 'एक लाख रुपये' } },
    { given: 10000000, want: { english: 'One Crore Rupees Only', hindi: 'एक करोड़ रुपये' } },
  ])('$given', ({ given, want }) => {
    const { english, hindi } = run({ amount: given, currency: 'rupees' });
    expect({ english, hindi }).toEqual({ english: want.english, hindi: nfc(want.hindi) });
  });
});

// docs/reference/india.md: above 99 crore, the count of crores is itself read in the Indian system and followed by "Crore".
describe('above 99 crore, crore stays the top unit', () => {
  const lakhsEn = 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine';
  const lakhsHi = 'निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे';
  test.each([
    { name: '10^14', given: 1e14, want: { english: 'One Crore Crore Rupees Only', hindi: 'एक करोड़ करोड़ रुपये' } },
    {
      name: '10^9 + 1',
      given: 1000000001,
      want: { english: 'One Hundred Crore One Rupees Only', hindi: 'एक सौ करोड़ एक रुपये' },
    },
    {
      name: 'the largest double below 10^15 (999999999999999.875, shortest form 999999999999999.9)',
      given: 999999999999999.9,
      want: {
        english: `Nine Crore ${lakhsEn} Crore ${lakhsEn} Rupees and Ninety Paise Only`,
        hindi: `नौ करोड़ ${lakhsHi} करोड़ ${lakhsHi} रुपये और नब्बे पैसे`,
      },
    },
  ])('$name', ({ given, want }) => {
    const { english, hindi } = run({ amount: given, currency: 'rupees' });
    expect({ english, hindi }).toEqual({ english: want.english, hindi: nfc(want.hindi) });
  });

  test('at the maximum, paise is omitted (beyond 2^53 - 1) and the decimal string stays exact', () => {
    const result = run({ amount: 999999999999999.9 });
    expect(result).not.toHaveProperty('paise');
    expect(result.decimal).toBe('999999999999999.90');
    expect(result.formatted).toBe('₹99,99,99,99,99,99,999.90');
  });

  test('paise is a number up to Number.MAX_SAFE_INTEGER (9007199254740991)', () => {
    expect(run({ amount: 90071992547409.9 }).amountPaise).toBe(9007199254740990);
    expect(run({ amount: 90071992547409.92 })).not.toHaveProperty('paise');
  });
});

// docs/reference/india.md: read the shortest decimal string and round half-up to the paisa.
describe('rounding to the paisa', () => {
  test.each([
    { name: '0.1 + 0.2 is thirty paise', given: 0.1 + 0.2, want: { english: 'Zero Rupees and Thirty Paise Only', amountPaise: 30 } },
    { name: '0.999 carries to one rupee', given: 0.999, want: { english: 'One Rupee Only', amountPaise: 100 } },
    { name: '0.005 rounds half-up to one paisa', given: 0.005, want: { english: 'Zero Rupees and One Paisa Only', amountPaise: 1 } },
    { name: '0.004 rounds down to zero', given: 0.004, want: { english: 'Zero Rupees Only', amountPaise: 0 } },
    {
      name: '1.005 (binary 1.00499...) reads as written',
      given: 1.005,
      want: { english: 'One Rupee and One Paisa Only', amountPaise: 101 },
    },
    {
      name: 'paise alone keep "Zero Rupees", as to-words does',
      given: 0.5,
      want: { english: 'Zero Rupees and Fifty Paise Only', amountPaise: 50 },
    },
    { name: '99.995 carries to one hundred', given: 99.995, want: { english: 'One Hundred Rupees Only', amountPaise: 10000 } },
  ])('$name', ({ given, want }) => {
    const { english, amountPaise } = run({ amount: given, currency: 'rupees' });
    expect({ english, amountPaise }).toEqual(want);
  });

  test('0.01 in Hindi', () => {
    expect(run({ amount: 0.01 }).hindi).toBe(nfc('शून्य रुपये और एक पैसा'));
  });

  test('currency defaults to rupees', () => {
    expect(run({ amount: 2 })).toEqual(wordsAsServed({ amount: 2, currency: 'rupees' }));
  });
});

// Decimals read digit by digit (CLDR hi rule "x.x": ←← दशमलव →→). English vectors marked to-words agree with to-words en-IN convert(n).
describe('currency none reads the plain number', () => {
  test.each([
    {
      name: 'integer',
      given: 123456,
      want: {
        english: 'One Lakh Twenty Three Thousand Four Hundred Fifty Six',
        hindi: 'एक लाख तेईस हज़ार चार सौ छप्पन',
        formatted: '1,23,456',
        decimal: '123456',
      },
    },
    {
      name: '12.05 (brief)',
      given: 12.05,
      want: { english: 'Twelve Point Zero Five', hindi: 'बारह दशमलव शून्य पाँच', formatted: '12.05', decimal: '12.05' },
    },
    {
      name: '0.04 (to-words)',
      given: 0.04,
      want: { english: 'Zero Point Zero Four', hindi: 'शून्य दशमलव शून्य चार', formatted: '0.04', decimal: '0.04' },
    },
    {
      name: '0.0468 (to-words)',
      given: 0.0468,
      want: { english: 'Zero Point Zero Four Six Eight', hindi: 'शून्य दशमलव शून्य चार छह आठ', formatted: '0.0468', decimal: '0.0468' },
    },
    {
      name: '37.068 (to-words)',
      given: 37.068,
      want: { english: 'Thirty Seven Point Zero Six Eight', hindi: 'सैंतीस दशमलव शून्य छह आठ', formatted: '37.068', decimal: '37.068' },
    },
    {
      name: '0.63 digit by digit, no rounding',
      given: 0.63,
      want: { english: 'Zero Point Six Three', hindi: 'शून्य दशमलव छह तीन', formatted: '0.63', decimal: '0.63' },
    },
    {
      name: '1e-7 is expanded exactly',
      given: 1e-7,
      want: {
        english: 'Zero Point Zero Zero Zero Zero Zero Zero One',
        hindi: 'शून्य दशमलव शून्य शून्य शून्य शून्य शून्य शून्य एक',
        formatted: '0.0000001',
        decimal: '0.0000001',
      },
    },
    { name: 'zero', given: 0, want: { english: 'Zero', hindi: 'शून्य', formatted: '0', decimal: '0' } },
    { name: '100', given: 100, want: { english: 'One Hundred', hindi: 'एक सौ', formatted: '100', decimal: '100' } },
  ])('$name', ({ given, want }) => {
    expect(run({ amount: given, currency: 'none' })).toEqual({ ...want, hindi: nfc(want.hindi), warnings: [] });
  });

  test('0.1 + 0.2 keeps every digit of its shortest form 0.30000000000000004', () => {
    const result = run({ amount: 0.1 + 0.2, currency: 'none' });
    expect(result.decimal).toBe('0.30000000000000004');
    expect(result.english).toBe(`Zero Point Three ${'Zero '.repeat(15)}Four`);
    expect(result).not.toHaveProperty('paise');
  });

  test('the smallest double, 5e-324, reads all 324 fractional digits', () => {
    const result = run({ amount: 5e-324, currency: 'none' });
    expect(result.decimal).toBe(`0.${'0'.repeat(323)}5`);
    expect(result.english.split(' ')).toHaveLength(2 + 324);
  });
});

describe('errors', () => {
  const codeOf = (request: Partial<AmountToWordsRequest>) => {
    try {
      wordsAsServed(request);
    } catch (error) {
      expect(error).toBeInstanceOf(ToolInputError);
      return (error as ToolInputError).code;
    }
    throw new Error('expected a ToolInputError');
  };

  test.each([
    { name: '10^15', given: { amount: 1e15 }, want: 'amount_too_large' },
    { name: '999999999999999.99 is the double 10^15', given: { amount: 999999999999999.99 }, want: 'amount_too_large' },
    { name: '10^15 with currency none', given: { amount: 1e15, currency: 'none' as const }, want: 'amount_too_large' },
    { name: '1e21 (exponent form)', given: { amount: 1e21 }, want: 'amount_too_large' },
    { name: 'Infinity', given: { amount: Infinity }, want: 'amount_too_large' },
  ])('$name -> $want', ({ given, want }) => expect(codeOf(given)).toBe(want));

  test('the message names the amount and the maximum', () => {
    expect(() => wordsAsServed({ amount: 1e15 })).toThrow('amount 1000000000000000 is larger than the maximum 999999999999999.99');
  });
});

describe('the amount-to-words schemas in the spec', () => {
  const snippet = toolSpec('amount-to-words');
  const ajv = specAjv();

  test('every result of the tables is NFC and validates against the result schema', () => {
    const validate = ajv.compile(snippet.result);
    expect(results.length).toBeGreaterThan(150);
    for (const result of results) {
      expect(result.hindi).toBe(nfc(result.hindi));
      expect(validate(result) ? [] : validate.errors).toEqual([]);
    }
  });

  test('the examples validate and run; the largest sendable amount passes, 999999999999999.99 (= 10^15) does not', () => {
    const validate = ajv.compile(snippet.request);
    for (const example of Object.values(snippet.examples) as Array<{ value: AmountToWordsRequest }>) {
      expect(validate(example.value)).toBe(true);
      expect(() => wordsAsServed(example.value)).not.toThrow();
    }
    expect(validate({ amount: 999999999999999.9 })).toBe(true);
    expect(validate({ amount: 999999999999999.99 })).toBe(false);
    expect(validate({ amount: -0.01 })).toBe(false);
    expect(validate({ amount: 1, currency: 'dollars' })).toBe(false);
  });

  test("the schema's maximum is the engine's largest amount, so amount_too_large (listed) is only a guard behind the schema", () => {
    expect(snippet.request.properties).toMatchObject({ amount: { maximum: 999999999999999.9 } });
    expect(() => wordsAsServed({ amount: 999999999999999.9 })).not.toThrow();
    expect(() => wordsAsServed({ amount: 1e15 })).toThrow(ToolInputError);
    expect(snippet.errors).toEqual([{ code: 'amount_too_large' }]);
  });

  test.each([
    { amount: 1e-7, english: 'Zero Rupees Only', formatted: '₹0.00' },
    { amount: 1.005, english: 'One Rupee and One Paisa Only', formatted: '₹1.01' },
  ])('rounding $amount to the paisa is said in an amount_rounded warning', ({ amount, english, formatted }) => {
    const result = wordsAsServed({ amount });
    expect(result.english).toBe(english);
    expect(result.warnings).toEqual([{ code: 'amount_rounded', message: expect.stringContaining(formatted) }]);
  });

  test('an amount already in whole paise, or read with currency none, gets no warning', () => {
    expect(wordsAsServed({ amount: 123456.78 }).warnings).toEqual([]);
    expect(wordsAsServed({ amount: 1e-7, currency: 'none' }).warnings).toEqual([]);
  });

  test('amounts the schema rejects (negative, NaN) are programming errors, not 422s', () => {
    expect(() => wordsAsServed({ amount: -1 })).toThrow(RangeError);
    expect(() => wordsAsServed({ amount: Number.NaN })).toThrow(RangeError);
  });
});
