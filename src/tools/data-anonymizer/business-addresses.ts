import { isBusinessName } from './names';

// Premises let to a trade, numbered: a shop, an office, a suite, a showroom, a godown, a gala, a stall.
const COMMERCIAL_UNIT =
  /(?<![\p{L}])(?:shop|office|suite|showroom|godown|gala|stall|kiosk|shed|warehouse)(?:\s*no)?\.?\s*[:#-]?\s*[A-Z]?-?\d/iu;
// "Regd. Office:", "Registered Office", "Corporate Off.": a company's seat.
const COMPANY_OFFICE = /^(?:regd?|registered|head|corporate|admin|administrative)\.?\s+(?:office|off)\b/iu;
// A floor alone at the start, with no flat or house number before it ("2nd Floor, Kamdhenu Square, ..."): an office's floor.
const FLOOR_ALONE = /^(?:\d{1,2}(?:st|nd|rd|th)|ground|first|second|third|fourth|fifth|top)\s+floor$/iu;
// Buildings built for trade: plazas, malls, arcades, chambers, business and tech parks, industrial estates.
const COMMERCIAL_BUILDING =
  /(?<![\p{L}])(?:plaza|mall(?!\s+(?:road|rd|street|marg))|arcade|chambers|(?:trade|business|shopping|commercial)\s+(?:centre|center|complex|park)|(?:tech|it|software|industrial|logistics)\s+(?:park|estate|area)|(?:info|techno|cyber)\s?park|cyber\s+city|hitec\s+city|sez|midc)(?![\p{L}])/iu;
// A carrier's or a store's premises named as the first part: "Delhivery Hub", "Ekart Pickup Point", "Dark Store".
const LOGISTICS_PREMISES =
  /(?<![\p{L}])(?:hub|pickup point|pick-up point|collection point|fulfil?lment cent(?:re|er)|sorting cent(?:re|er)|distribution cent(?:re|er)|dark store|depot)$/iu;
// A bank's or a firm's branch named as a part ("Sector 18 Branch").
const BRANCH = /(?<![\p{L}])branch(?![\p{L}])/iu;
const TRADE_COMPLEX = /(?<![\p{L}])(?:commercial|shopping)\s+(?:complex|centre|center|plaza|arcade)(?![\p{L}])/iu;
// A home's unit at the start (Flat 4, House No. 12, Qtr 7/B): whatever building follows, the address is someone's home.
export const HOME_UNIT = /^(?:flat|house|h\.?\s?no|qtr|quarter|villa|bungalow|apartment|apt|room|door|d\.?\s?no)\b/iu;
// A landmark by a home ("opposite Govt. Girls School", "behind Bus Depot") is where a home is, not a business's address.
const LANDMARK = /^(?:near|nr|opp|opposite|behind|beside|next to|in front of|landmark)(?![\p{L}])/iu;
// Words of homes that the business vocabulary also holds (Gokul Dham Society, Shanti Niketan, Sai Krupa CHS).
const HOME_BUILDING =
  /(?<![\p{L}])(?:society|chs|house|bhavan|bhawan|niketan|nivas|niwas|villa|apartments?|residency|heights|enclave|kunj|sadan|towers?|\p{L}+alaya)(?![\p{L}])/iu;

/**
 * Whether a postal address is a business's or an institution's, not a home: it starts with a firm's or a shop's name
 * (Iqbal Motors, Gupta Gas Agency, Ltd, Hospital), a company's registered office or an office's floor, or names a
 * shop, office or suite number or a building built for trade (a plaza, a mall, a business park), and no flat or house.
 */
export function isBusinessAddress(value: string): boolean {
  const parts = value
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const first = parts[0] ?? '';
  if (HOME_UNIT.test(first) || LANDMARK.test(first)) return false;
  // A complex built for trade, whatever the housing it is named after ("Green Valley Residency Commercial Complex").
  if (TRADE_COMPLEX.test(parts.slice(0, 3).join(', '))) return true;
  const numbered = /^(?:#|no\.?\s*)?[A-Z]?-?\d/iu.test(parts[1] ?? '');
  // An office floor alone, unless a home's building follows it ("First Floor, Lotus Apartments").
  const homeBuilding = HOME_BUILDING.test(parts[1] ?? '');
  if (COMPANY_OFFICE.test(first) || (FLOOR_ALONE.test(first) && !numbered && !homeBuilding)) return true;
  if (/\p{L}/u.test(first) && !/\d/.test(first) && isBusinessName(first) && !HOME_BUILDING.test(first)) return true;
  if (LOGISTICS_PREMISES.test(first)) return true;
  const opening = parts.slice(0, 3).join(', ');
  // A home's building among the first parts (Sai Plaza Apartments, a shop in a housing society): kept as a home's.
  if (HOME_BUILDING.test(opening)) return false;
  return COMMERCIAL_UNIT.test(opening) || COMMERCIAL_BUILDING.test(opening) || BRANCH.test(opening);
}

/**
 * Whether a postal address is plainly a home's: a flat, house or quarter number at its start, or a housing society,
 * apartments or a residency among its first parts; and no business's marks. A column whose header calls its addresses
 * a site's, a branch's or a hub's is still masked where its values are homes (a solar installer's "Site Address").
 */
export function isHomeAddress(value: string): boolean {
  const parts = value
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  // An office's floor first ("3rd Floor, Cyber Towers") is no home, whatever the building is called.
  const first = parts[0] ?? '';
  const home = HOME_UNIT.test(first) || (!FLOOR_ALONE.test(first) && HOME_BUILDING.test(parts.slice(0, 3).join(', ')));
  return home && !isBusinessAddress(value);
}
