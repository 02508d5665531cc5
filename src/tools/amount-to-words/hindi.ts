import type { Vocabulary } from '.';

// 0-99 transcribed from Unicode CLDR common/rbnf/hi.xml, ruleset %spellout-cardinal
// (unicode-org/cldr, commit 0237256288fa92dea06f5efe1f9cfce6c76a935f); libraries disagree on several of these spellings.
const CLDR_HI_0_TO_99 = `
शून्य एक दो तीन चार पाँच छह सात आठ नौ
दस ग्यारह बारह तेरह चौदह पन्द्रह सोलह सत्रह अठारह उन्नीस
बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस
तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस
चालीस इकतालीस बयालीस तैंतालीस चौवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास
पचास इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ
साठ इकसठ बासठ तिरेसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर
सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उनासी
अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी
नब्बे इक्यानबे बानबे तिरानबे चौरानबे पंचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे
`;

const nfc = (text: string) => text.normalize('NFC');

/** Hindi (Devanagari) words in the Indian system; scale and currency words as in docs/reference/india.md (हज़ार with nukta, unlike CLDR's हजार), NFC. */
export const HINDI: Vocabulary = {
  below100: CLDR_HI_0_TO_99.trim().split(/\s+/).map(nfc),
  hundred: nfc('सौ'),
  thousand: nfc('हज़ार'),
  lakh: nfc('लाख'),
  crore: nfc('करोड़'),
  point: nfc('दशमलव'),
  rupee: nfc('रुपया'),
  rupees: nfc('रुपये'),
  paisa: nfc('पैसा'),
  paise: nfc('पैसे'),
  and: nfc('और'),
};
