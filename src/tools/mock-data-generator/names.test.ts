import { generateMockData, type MockDataRequest } from '.';
import { PLACES } from './india-data';
import { COMMUNITIES, communityWeights, STATE_NAMES, type CommunityName } from './names';
import { COMMUNITY_TEXT } from './names-data';
import { withSpecDefaults } from '../../../tests/support/spec';

const rowsOf = (body: Partial<MockDataRequest>) =>
  JSON.parse(generateMockData(withSpecDefaults('mock_data_generator', { ...body, format: 'json' })).output) as Array<
    Record<string, string>
  >;

const NAMES = Object.keys(COMMUNITIES) as CommunityName[];
/** Each community's names as sets, by sex: a first name and a surname fit a community when both are of one sex's lists. */
const SETS = new Map(
  NAMES.map((name) => {
    const { male, female, maleSurnames, femaleSurnames } = COMMUNITIES[name];
    return [name, [new Set(male.values), new Set(maleSurnames.values), new Set(female.values), new Set(femaleSurnames.values)]] as const;
  }),
);
const fits = (first: string, last: string, names: readonly CommunityName[]) =>
  names.some((name) => {
    const [male, maleSurnames, female, femaleSurnames] = SETS.get(name) as readonly [Set<string>, Set<string>, Set<string>, Set<string>];
    return (male.has(first) && maleSurnames.has(last)) || (female.has(first) && femaleSurnames.has(last));
  });

const REGIONS: Record<string, readonly string[]> = {
  north: [
    'Uttar Pradesh',
    'Uttarakhand',
    'Himachal Pradesh',
    'Haryana',
    'Delhi',
    'Punjab',
    'Chandigarh',
    'Jammu and Kashmir',
    'Ladakh',
    'Rajasthan',
  ],
  central: ['Madhya Pradesh', 'Chhattisgarh'],
  east: ['Bihar', 'Jharkhand', 'West Bengal', 'Odisha'],
  northEast: ['Assam', 'Arunachal Pradesh', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Sikkim', 'Tripura'],
  west: ['Maharashtra', 'Gujarat', 'Goa', 'Dadra and Nagar Haveli and Daman and Diu'],
  south: ['Andhra Pradesh', 'Telangana', 'Karnataka', 'Tamil Nadu', 'Kerala', 'Puducherry', 'Lakshadweep', 'Andaman and Nicobar Islands'],
};

describe('name lists (names-data.ts)', () => {
  test('every name written as in English (letters, a D’Souza apostrophe), at most 12 characters, none twice in a list', () => {
    const faults: string[] = [];
    for (const [name, text] of Object.entries(COMMUNITY_TEXT)) {
      const bySex = 'bySex' in text ? text.bySex : {};
      for (const [list, words] of Object.entries({ ...bySex, male: text.male, female: text.female, surnames: text.surnames })) {
        if (typeof words !== 'string') continue;
        const names = words.split(/\s+/).filter((word) => word !== '');
        if (names.length === 0) faults.push(`${name}.${list} is empty`);
        names.forEach((word, index) => {
          if (!/^[A-Z](?:'[A-Z])?[a-z]+$/.test(word) || word.length > 12) faults.push(`${name}.${list}: "${word}"`);
          if (names.indexOf(word) !== index) faults.push(`${name}.${list}: "${word}" twice`);
        });
      }
    }
    expect(faults).toEqual([]);
  });

  test('every state and union territory has its communities, weights summing to 1, and every community lives somewhere', () => {
    expect(Object.keys(STATE_NAMES).sort()).toEqual(PLACES.map(({ state }) => state).sort());
    const reached = new Set<CommunityName>();
    for (const { state } of PLACES) {
      const weights = communityWeights(state);
      expect(weights.reduce((sum, { weight }) => sum + weight, 0)).toBeCloseTo(1, 9);
      for (const { value } of weights) reached.add(value);
    }
    expect(NAMES.filter((name) => !reached.has(name))).toEqual([]);
  });

  // Census of India 2011, C-01: Muslims 14.2 %, Christians 2.3 %, Sikhs 1.7 % of India.
  test('the state shares, weighted by population, give the national census shares', () => {
    const population = PLACES.reduce((sum, place) => sum + place.population, 0);
    const national = (index: 0 | 1 | 2) =>
      PLACES.reduce((sum, { state, population: people }) => sum + people * (STATE_NAMES[state]?.shares[index] ?? NaN), 0) / population;
    expect(national(0)).toBeCloseTo(0.142, 2);
    expect(national(1)).toBeCloseTo(0.023, 2);
    expect(national(2)).toBeCloseTo(0.017, 2);
  });
});

describe('names of 10,000 rows', () => {
  const seeds = [1, 2, 3];
  const tables = seeds.map((seed) => rowsOf({ schema: 'first:firstName,last:lastName,state:state', rows: 10_000, seed }));

  test.each(seeds.map((seed, index) => ({ seed, rows: tables[index] as Array<Record<string, string>> })))(
    'seed $seed: at least 500 distinct surnames and 1,000 given names, and a healthy number in every region',
    ({ rows }) => {
      expect(new Set(rows.map((row) => row.last)).size).toBeGreaterThanOrEqual(500);
      expect(new Set(rows.map((row) => row.first)).size).toBeGreaterThanOrEqual(1000);
      const least: Record<string, number> = { north: 400, central: 120, east: 300, northEast: 150, west: 300, south: 400 };
      const short = Object.entries(REGIONS)
        .map(([region, states]) => ({
          region,
          surnames: new Set(rows.filter((row) => states.includes(row.state as string)).map((row) => row.last)).size,
        }))
        .filter(({ region, surnames }) => surnames < (least[region] as number));
      expect(short).toEqual([]);
    },
  );

  test("a row's first name and surname come from one community of the row's state, for one sex", () => {
    const unpaired = (tables[0] as Array<Record<string, string>>).filter(
      ({ first, last, state }) =>
        !fits(
          first as string,
          last as string,
          communityWeights(state as string).map(({ value }) => value),
        ),
    );
    expect(unpaired).toEqual([]);
  });

  test('common surnames come up more often: the ten first of the Hindi-belt list outnumber its ten last in Uttar Pradesh', () => {
    const hindi = COMMUNITIES.hindi.maleSurnames.values;
    const [top, tail] = [new Set(hindi.slice(0, 10)), new Set(hindi.slice(-10))];
    const up = tables.flat().filter((row) => row.state === 'Uttar Pradesh' && fits(row.first as string, row.last as string, ['hindi']));
    const count = (names: Set<string>) => up.filter((row) => names.has(row.last as string)).length;
    // Weights 1 / (rank + 10): the ten first about 11 times the ten last.
    expect(count(top)).toBeGreaterThan(5 * count(tail));
  });

  test("fullName is the row's firstName and lastName", () => {
    for (const row of rowsOf({ schema: 'name:fullName,first:firstName,last:lastName', rows: 500, seed: 4 })) {
      expect(row.name).toBe(`${row.first} ${row.last}`);
    }
  });

  // Census of India 2011, C-01: Muslims 14.2 %, Christians 2.3 %, Sikhs 1.7 % of India (the Christians of the
  // north-east bear their peoples' names, counted with them, so fewer rows read as Christian).
  test('Muslim, Christian and Sikh names near their census shares', () => {
    const rows = tables[0] as Array<Record<string, string>>;
    const share = (religion: (name: CommunityName) => boolean) => {
      const [ours, others] = [NAMES.filter(religion), NAMES.filter((name) => !religion(name))];
      return (
        rows.filter(({ first, last }) => fits(first as string, last as string, ours) && !fits(first as string, last as string, others))
          .length / rows.length
      );
    };
    expect(share((name) => name.startsWith('muslim'))).toBeGreaterThan(0.11);
    expect(share((name) => name.startsWith('muslim'))).toBeLessThan(0.17);
    expect(share((name) => name.startsWith('christian'))).toBeGreaterThan(0.012);
    expect(share((name) => name.startsWith('christian'))).toBeLessThan(0.03);
    expect(share((name) => name === 'sikh')).toBeGreaterThan(0.012);
    expect(share((name) => name === 'sikh')).toBeLessThan(0.025);
  });
});
