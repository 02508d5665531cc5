/**
 * Names for mock Indian people, by community, so that a first name and a surname come from the same one (no
 * "Fatima Iyer"); the lists are in names-data.ts. A row's community follows its state: Muslims, Christians and Sikhs
 * by the state's shares in the Census of India 2011 (C-01 religion tables, rounded), each in the community of that
 * region (a Kashmiri Muslim, a Goan Catholic, a Naga Baptist), and everyone else by the state's language groups and
 * Scheduled Tribes (our rounding of the Census 2011 language (C-16) and Scheduled Tribe tables).
 */
import type { Faker } from '@faker-js/faker';
import { COMMUNITY_TEXT, type CommunityText } from './names-data';

export type CommunityName = keyof typeof COMMUNITY_TEXT;

/**
 * Values with Walker's alias table (Vose's construction): one draw below `values.length × ALIAS_SCALE` picks a column
 * by its high part, then by its low part the column's own value or the column's alias, so every value comes up in
 * proportion to its weight at the cost of one draw (faker's weightedArrayElement adds up every weight on each call,
 * and a person takes four weighted draws).
 */
interface Weighted<T = string> {
  values: readonly T[];
  threshold: Int32Array;
  alias: Int32Array;
}
const ALIAS_SCALE = 2 ** 20;

function aliasTable<T>(values: readonly T[], weights: readonly number[]): Weighted<T> {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const scaled = weights.map((weight) => (weight * values.length) / total);
  const threshold = new Int32Array(values.length).fill(ALIAS_SCALE);
  const alias = Int32Array.from(values, (_, index) => index);
  const small: number[] = [];
  const large: number[] = [];
  scaled.forEach((share, index) => (share < 1 ? small : large).push(index));
  for (let low = small.pop(), high = large.pop(); low !== undefined && high !== undefined; low = small.pop(), high = large.pop()) {
    threshold[low] = Math.round((scaled[low] as number) * ALIAS_SCALE);
    alias[low] = high;
    scaled[high] = (scaled[high] as number) + (scaled[low] as number) - 1;
    ((scaled[high] as number) < 1 ? small : large).push(high);
  }
  return { values, threshold, alias };
}

/** One value, in proportion to its weight (one draw of the seeded faker). */
function draw<T>(faker: Faker, { values, threshold, alias }: Weighted<T>): T {
  const point = faker.number.int({ min: 0, max: values.length * ALIAS_SCALE - 1 });
  const column = Math.floor(point / ALIAS_SCALE);
  return values[point % ALIAS_SCALE < (threshold[column] as number) ? column : (alias[column] as number)] as T;
}

export interface Community {
  male: Weighted;
  female: Weighted;
  /** The surnames men and women bear: the community's list, and with `bySex.share` the sex's own (Singh, Kaur). */
  maleSurnames: Weighted;
  femaleSurnames: Weighted;
}

const words = (text: string | undefined): string[] => (text ?? '').split(/\s+/).filter((word) => word !== '');

/**
 * Weights fall with rank as 1 / (rank + 10), a flattened Zipf law: the first name of a list comes up about 20 times
 * as often as its 200th, and the long tail still shows in a few thousand rows (names-data.ts gives an order, not
 * frequencies). A sex's own surnames share `share` of the draws equally.
 */
function ranked(text: string, own: string[] = [], share = 0): Weighted {
  const names = words(text);
  const total = names.reduce((sum, _, rank) => sum + 1 / (rank + 10), 0);
  const kept = own.length > 0 ? 1 - share : 1;
  const weights = names.map((_, rank) => kept / (rank + 10) / total);
  return aliasTable([...names, ...own], [...weights, ...own.map(() => share / own.length)]);
}

export const COMMUNITIES: Readonly<Record<CommunityName, Community>> = Object.fromEntries(
  Object.entries(COMMUNITY_TEXT).map(([name, text]) => {
    const bySex: CommunityText['bySex'] = 'bySex' in text ? text.bySex : undefined;
    const community: Community = {
      male: ranked(text.male),
      female: ranked(text.female),
      maleSurnames: ranked(text.surnames, words(bySex?.male), bySex?.share),
      femaleSurnames: ranked(text.surnames, words(bySex?.female), bySex?.share),
    };
    return [name, community];
  }),
) as Record<CommunityName, Community>;

type Mix = Partial<Record<CommunityName, number>>;

interface StateNames {
  /** Census 2011 shares of Muslims, Christians and Sikhs. */
  shares: readonly [muslim: number, christian: number, sikh: number];
  /** Everyone else, by language group and Scheduled Tribe (relative weights). */
  home: Mix;
  muslim?: Mix;
  christian?: Mix;
  /** Parsis (Census 2011: 44,854 in Maharashtra, 9,727 in Gujarat, of 57,264). */
  parsi?: number;
}

const deccan: Mix = { muslimDeccan: 1 };
const bengal: Mix = { muslimBengal: 1 };
const tribal: Mix = { christianTribal: 1 };
const west: Mix = { christianWest: 1 };

/** Every state and union territory of india-data.ts. */
export const STATE_NAMES: Readonly<Record<string, StateNames>> = {
  'Andhra Pradesh': { shares: [0.073, 0.014, 0], home: { telugu: 1 }, muslim: deccan, christian: { christian: 1 } },
  'Arunachal Pradesh': {
    shares: [0.019, 0.302, 0.002],
    home: { arunachali: 0.75, gorkha: 0.1, assamese: 0.1, hindi: 0.05 },
    muslim: bengal,
    christian: { arunachali: 1 },
  },
  Assam: {
    shares: [0.342, 0.037, 0.001],
    home: { assamese: 0.72, bengali: 0.22, gorkha: 0.03, hindi: 0.03 },
    muslim: bengal,
    christian: tribal,
  },
  Bihar: { shares: [0.169, 0.001, 0], home: { bihari: 1 } },
  Chhattisgarh: { shares: [0.02, 0.019, 0.003], home: { central: 0.7, adivasiCentral: 0.3 }, christian: tribal },
  Goa: { shares: [0.083, 0.252, 0.001], home: { konkani: 0.9, marathi: 0.05, kannada: 0.05 }, muslim: deccan, christian: west },
  Gujarat: {
    shares: [0.097, 0.005, 0.001],
    home: { gujarati: 0.86, adivasiCentral: 0.1, hindi: 0.04 },
    muslim: { muslimGujarat: 1 },
    christian: west,
    parsi: 0.00016,
  },
  Haryana: { shares: [0.07, 0.002, 0.049], home: { hindi: 0.85, punjabi: 0.15 } },
  'Himachal Pradesh': { shares: [0.022, 0.002, 0.012], home: { hindi: 1 } },
  Jharkhand: { shares: [0.145, 0.043, 0.002], home: { bihari: 0.73, adivasiEast: 0.27 }, christian: tribal },
  Karnataka: {
    shares: [0.129, 0.019, 0],
    home: { kannada: 0.85, telugu: 0.06, tamil: 0.04, marathi: 0.03, konkani: 0.02 },
    muslim: deccan,
    christian: { christianWest: 0.5, christianTamil: 0.3, christian: 0.2 },
  },
  Kerala: { shares: [0.266, 0.183, 0], home: { malayalam: 1 }, muslim: { muslimKerala: 1 }, christian: { christianKerala: 1 } },
  'Madhya Pradesh': {
    shares: [0.066, 0.003, 0.002],
    home: { central: 0.78, adivasiCentral: 0.22 },
    christian: { christianNorth: 0.5, christianTribal: 0.5 },
  },
  Maharashtra: {
    shares: [0.115, 0.01, 0.002],
    home: { marathi: 0.77, hindi: 0.12, adivasiCentral: 0.08, gujarati: 0.03 },
    muslim: deccan,
    christian: west,
    parsi: 0.0004,
  },
  Manipur: { shares: [0.084, 0.413, 0.001], home: { meitei: 1 }, christian: { manipurHills: 1 } },
  Meghalaya: {
    shares: [0.044, 0.747, 0.001],
    home: { khasi: 0.4, garo: 0.25, bengali: 0.2, gorkha: 0.1, hindi: 0.05 },
    muslim: bengal,
    christian: { khasi: 0.6, garo: 0.4 },
  },
  Mizoram: { shares: [0.014, 0.872, 0], home: { tripura: 0.75, bengali: 0.15, hindi: 0.1 }, muslim: bengal, christian: { mizo: 1 } },
  Nagaland: {
    shares: [0.025, 0.879, 0.001],
    home: { naga: 0.3, hindi: 0.3, bengali: 0.2, gorkha: 0.2 },
    muslim: bengal,
    christian: { naga: 1 },
  },
  Odisha: { shares: [0.022, 0.028, 0], home: { odia: 0.8, adivasiEast: 0.2 }, christian: tribal },
  Punjab: { shares: [0.019, 0.013, 0.577], home: { punjabi: 0.9, hindi: 0.1 } },
  Rajasthan: { shares: [0.091, 0.001, 0.013], home: { rajasthani: 0.95, adivasiCentral: 0.05 } },
  Sikkim: { shares: [0.016, 0.099, 0.003], home: { gorkha: 1 }, christian: { gorkha: 1 } },
  'Tamil Nadu': {
    shares: [0.059, 0.062, 0],
    home: { tamil: 0.94, telugu: 0.06 },
    muslim: { muslimTamil: 1 },
    christian: { christianTamil: 1 },
  },
  Telangana: { shares: [0.127, 0.013, 0], home: { telugu: 1 }, muslim: deccan, christian: { christian: 1 } },
  Tripura: { shares: [0.086, 0.042, 0], home: { bengali: 0.65, tripura: 0.35 }, muslim: bengal, christian: { tripura: 1 } },
  'Uttar Pradesh': { shares: [0.192, 0.002, 0.003], home: { hindi: 1 } },
  Uttarakhand: { shares: [0.139, 0.004, 0.023], home: { hindi: 1 } },
  'West Bengal': {
    shares: [0.27, 0.007, 0.001],
    home: { bengali: 0.86, adivasiEast: 0.06, bihari: 0.06, gorkha: 0.02 },
    muslim: bengal,
    christian: tribal,
  },
  'Andaman and Nicobar Islands': {
    shares: [0.084, 0.212, 0.003],
    home: { bengali: 0.4, tamil: 0.2, telugu: 0.15, hindi: 0.15, malayalam: 0.1 },
    muslim: { muslimKerala: 0.5, muslimTamil: 0.5 },
    christian: { christian: 1 },
  },
  Chandigarh: { shares: [0.048, 0.008, 0.138], home: { punjabi: 0.5, hindi: 0.5 } },
  'Dadra and Nagar Haveli and Daman and Diu': {
    shares: [0.055, 0.014, 0.001],
    home: { gujarati: 0.5, adivasiCentral: 0.35, hindi: 0.1, marathi: 0.05 },
    muslim: { muslimGujarat: 1 },
    christian: west,
  },
  Delhi: { shares: [0.129, 0.009, 0.034], home: { hindi: 0.7, punjabi: 0.2, bihari: 0.1 } },
  'Jammu and Kashmir': { shares: [0.683, 0.003, 0.019], home: { dogra: 1 }, muslim: { muslimKashmir: 1 } },
  Ladakh: { shares: [0.462, 0.003, 0.003], home: { ladakhi: 0.75, hindi: 0.25 }, muslim: { muslimKashmir: 1 } },
  Lakshadweep: { shares: [0.967, 0.005, 0], home: { malayalam: 1 }, muslim: { muslimKerala: 1 }, christian: { christianKerala: 1 } },
  Puducherry: {
    shares: [0.061, 0.063, 0],
    home: { tamil: 0.9, malayalam: 0.06, telugu: 0.04 },
    muslim: { muslimTamil: 1 },
    christian: { christianTamil: 1 },
  },
};

/** The communities of a state's people with their weights (summing to 1), by the shares of STATE_NAMES. */
export function communityWeights(state: string): ReadonlyArray<{ value: CommunityName; weight: number }> {
  const names = STATE_NAMES[state];
  if (!names) throw new Error(`No community shares for the state "${state}".`);
  const { shares, home, muslim = { muslimNorth: 1 }, christian = { christianNorth: 1 }, parsi = 0 } = names;
  const [muslimShare, christianShare, sikhShare] = shares;
  const weights = new Map<CommunityName, number>();
  const add = (mix: Mix, share: number) => {
    const total = Object.values(mix).reduce((sum, weight) => sum + weight, 0);
    for (const [name, weight] of Object.entries(mix) as Array<[CommunityName, number]>) {
      weights.set(name, (weights.get(name) ?? 0) + (share * weight) / total);
    }
  };
  add(muslim, muslimShare);
  add(christian, christianShare);
  add({ sikh: 1 }, sikhShare);
  add({ parsi: 1 }, parsi);
  add(home, 1 - muslimShare - christianShare - sikhShare - parsi);
  return [...weights].filter(([, weight]) => weight > 0).map(([value, weight]) => ({ value, weight }));
}

/** Each state's communities, for one draw per person. */
const STATE_DRAWS = new Map<string, Weighted<Community>>(
  Object.keys(STATE_NAMES).map((state) => {
    const weights = communityWeights(state);
    return [
      state,
      aliasTable(
        weights.map(({ value }) => COMMUNITIES[value]),
        weights.map(({ weight }) => weight),
      ),
    ];
  }),
);

/** A person of the state: a community by its shares, a sex, a first name and a surname of that community and sex. */
export function drawPerson(faker: Faker, state: string): { first: string; last: string } {
  const communities = STATE_DRAWS.get(state);
  if (!communities) throw new Error(`No community shares for the state "${state}".`);
  const community = draw(faker, communities);
  const male = faker.datatype.boolean();
  return male
    ? { first: draw(faker, community.male), last: draw(faker, community.maleSurnames) }
    : { first: draw(faker, community.female), last: draw(faker, community.femaleSurnames) };
}
