import { join } from 'node:path';
import { formatScore, scoreCorpus } from '../../../tests/support/spec-fidelity';
import { recordFidelity } from '../../../tests/support/spec-scoreboard';

// Fidelity on the dev corpus: 30 descriptions in seven styles (API docs, raw HTTP, field blocks, Markdown tables,
// numbered lists, prose, mixed), written blind to this tool's rules by someone who read only the item notation, each
// labelled with every item its text states (tests/corpora/api-spec-generator/dev/README.md). Every item is checked in
// the generated document with `holds`; the tool must carry at least 95 % of them. SPEC_REPORT=1 prints the figures per
// style and what each description misses. The held-out corpus is scored by the same function, by someone else. In
// the referee tier, as every labelled corpus is: scoring them all is slow; each rule's own test is in the fast tier.
const corpus = join(__dirname, '..', '..', '..', 'tests', 'corpora', 'api-spec-generator', 'dev', 'corpus.json');

test('at least 95 % of what the dev corpus states reaches the document, and at least 90 % of each style', async () => {
  const score = await scoreCorpus(corpus);
  recordFidelity('dev corpus, tuned on', score);
  if (process.env.SPEC_REPORT) console.log(formatScore(score, true));
  expect(score.descriptions.length).toBe(30); // the corpus, counted: a description dropped by mistake fails here
  expect(score.items).toBe(816);
  const missing = score.descriptions.flatMap(({ id, missing: items }) => items.map((item) => `${id}: ${item}`));
  expect({ share: score.held / score.items >= 0.95, missing }).toEqual({ share: true, missing: expect.any(Array) });
  const weak = Object.entries(score.styles)
    .filter(([, { items, held }]) => held / items < 0.9)
    .map(([style, { items, held }]) => `${style} ${held}/${items}`);
  expect(weak).toEqual([]);
});

// The later blind corpora: dev-2 (39 descriptions) and dev-3 (41, written by someone who never saw the tool, in
// eighteen styles from raw HTTP and curl sessions to Hinglish notes and loose YAML), both tuned on; and dev-4 (40, in
// the styles that fail most on held-out), written blind on 27 Nov: 74.3 % before the reader's general rules of that
// day, 75.5 % after (while they lifted dev-2 from 95.3 to 99.1 % and dev-3 from 95.8 to 98.6 %); then tuned on, with
// structural rules (sub-headings, title lines and section headings scope what follows to their endpoint and part of it;
// field lines without bullets, their indented descriptions and attribute lines; aligned columns in any order; members
// nested by indent in every field layout), to 90.6 %. dev-5 (40, 1,200 items, weighted to reference pages and prose, in
// domains apart from dev-4's) was written blind on 28 Nov before those rules were merged: 61.5 % before them, 65.7 %
// after (held-out: 77.2 % before, 82.1 % after); then tuned on from 28 Nov, with layout rules (a table's name column
// titled with its side, "Query param", a Default column, a "Part" column; a bold name with its type in code marks,
// "**url** `string` · *Required*"; "i.", "a." and outline-numbered "2.1" sub-items under numbered steps; "Optional
// filters:" as a query label; a type followed by its range, "integer 1–28"; section headings that name a listed
// endpoint's resource, "Availability query"), from 65.7 % to 70.3 % (held-out to 83.0 %); then, on 28 Nov, pages copied
// from Postman's, Swagger UI's and Redoc's generated documentation rewritten into the forms the reader reads: 70.6 % to
// 78.6 %; then objects defined once in plain text ("**Ticket object**" over a table, "Message Properties", "Station"
// over indented field lines) and named by the operations that return them ("with the ticket object", "200 → array of
// Station", "Ticket objects" in a field's notes): 82.7 %; pipe-split tables with a serial first column, "Field Name"
// and "Mandatory (Y/N)" columns: 83.7 %; route lines with answers split by pipes ("-> 200 RCDetails | 404 not found"),
// Go slices (`[]Challan`) and `?status=A|B`: 84.7 %; "Each record:" as the members of the answer's array: 85.3 %; YAML
// notes naming each operation by a key over `method:` and `path:`: 86.1 %; an array field line whose notes say what
// each element has ("— each medicine has …", "— har medicine mein …"): 86.6 %; chat messages' time and author dropped
// ("[10:15 pm] Nikhil: "): 86.8 %. That round moved held-out from 739 to 740 of 890. dev-6 (40, 1,295 items, weighted
// to pages copied from generated docs and prose, domains apart from dev-5's) was written blind on 28 Nov before that
// round was merged: 62.0 % before it, 64.6 % after (64.9 % after the prose round of the same day, held-out unchanged at
// 740), so the generated-docs rules tuned on one author's copies barely transfer to another's. Round 7, on prose:
// Hinglish value sets ("paddy, cotton mein se ek" as "one of paddy, cotton"): dev-4 90.7 %; "`status` — one of A, B, C
// —" as values, not fields, and "only there once …" as optional: dev-4 90.8 %, dev-5 86.9 %; a second success with no
// body ("we send 204 with no body if …") beside the one with a body: dev-5 87.0 %; error statuses said of every call
// ("on any of these calls, a 429 means …"): dev-5 87.2 %; a quoted example alone after a field ("— "2024-07-15" jaisa")
// as its format: dev-5 87.3 %; "Query param day optional hai" as a query parameter: dev-4 90.9 %. Round 8 tunes on
// dev-6, from 64.9 %: Postman pages as another author copies them (collection-level "AUTHORIZATION  API Key" blocks,
// `:name` path variables and query strings in the URL, rows whose flags follow the example value, "Example Response 409
// Conflict" with no example as a status): 69.8 %; Redoc pages copied cell by cell (name, "required", type and notes on
// lines of their own, `post/v1/items` after the fields, a model named in "Array of objects (Item)" shown again without
// its members): 74.6 %; Retrofit interfaces (`@GET("v1/x")` over `suspend fun`, `@Query` with the comment after it,
// `@Body`, the Kotlin return type): 76.6 %; Swagger UI pages as another version prints them ("name *" for required,
// `array[string]`, a JSON example under "Schema", `field  [Item{` with its members, `[List{` answers, values in
// "Available values : A, B" kept as values, no field called optional in a schema that marks none required): 79.2 %;
// Stoplight Elements pages (name, type and "required" on lines of their own, `string<date>`, `array[object]` with
// indented members, "Allowed values:", status codes one a line before the success's body): 80.9 %; "The Container
// object" over "Attributes" over its list, and an object field whose notes name its typed members ("`vessel` (object) —
// `name` (string), `imo` (integer)"): 82.2 %; "not present until …" in a field's notes as optional: 82.4 % (dev-4 91.0
// %, dev-5 87.4 %); route comments in a Go file ("-> 201 Reservation, 409 slip taken" split by commas, a
// `ReservationRequest` declared below a GET placed on the POST its name spells, a header named in double quotes, "the
// slip search" naming the endpoint of /slips, a number said of `?min_length_m=12`): 84.8 %; GitBook pages
// (tab-separated Name/Type/Description tables, "name*" for required, an Authorization header row, "201: Created …" over
// its JSON): 86.0 %; Mintlify pages, read by the Stoplight rewrite ("Authorizations" over an Authorization header,
// `enum<string>` with "Available options", "201 - application/json" over `object[]`): 86.9 %; "missing while …" as
// optional: 87.0 %; ReadMe pages, by the same rewrite ("PATH PARAMS", "BODY PARAMS" and "RESPONSE BODY" in capitals,
// `int32`, `date-time`, a token under "HEADERS", "array of objects" over "object" and its unindented members): 87.7 %;
// a statement about a snake_case field above the body that names it ("capacity_litres must be 5000, 10000 or 12000."
// over the JSON): 87.8 %; a Postman key's description that is only values ("optional — quiet, phone_friendly or
// standing") and "only needed if …" as optional: 87.9 %. A pasted OpenAPI 3 or Swagger 2 document, Postman collection
// or HAR file is now read exactly (no corpus holds one; pasted.test.ts). "Answer (201):" as a label: 88.1 % (dev-4 91.2
// %); a Key/Value table whose values are types, "array of objects: a (string), …": 88.6 %; "only when …" as optional:
// 88.7 %; fields said in words in a list ("an amount as a decimal", `status "submitted"`): 88.8 % (dev-4 91.3 %); an
// object field in aligned columns whose notes name its typed members ("nominee  object mandatory — name (string),
// relation (string)"): 89.0 %; "fields as in 2.iii" naming the answer of the endpoint an outline-numbered section
// describes: 89.7 %; a named TypeScript union of strings ("export type Visibility = 'public' | 'private'") used as a
// member's type: 90.0 %; "number; // integer" in TypeScript as an integer: 90.3 % (dev-5 87.5 %). Held-out: 740 to 744
// of 890 (83.6 %). dev-7 (40, 1,477 items, weighted to raw HTTP, curl, field blocks, tables, numbered lists, prose and
// Hinglish, in domains apart from dev-6's) was written blind on 28 Nov before round 8 was merged: 84.2 % before it, 84.7
// % after, so round 8's generated-docs rules barely reach other styles. Round 9 tunes on dev-7, from 84.7 % blind, with
// general rules of layout and grammar: a path variable named alone ("{consultId} is …") names a captured path's id, a
// dated version (/api/2025-10/) is no id, OkHttp logs (--> POST, <-- 201) are raw HTTP, "#" answers in indented code;
// "In:"/"Out:" lists, an array's members inline (after a colon, a dash up to ";", "array of objects with …" in a list),
// ".child"/"[].child" rows, notes that are only values, a GET's optional bullets as its query, endpoint headings that
// name their part ("— query parameters"), typed names in a table's notes, "| Code | When | Body |" tables, "Content
// type:" over JSON, "Response 403 …" lines apart, "any of", "may be omitted", "each x in the returned array shows", a
// file field making a body multipart, "Response 200 (array):": 96.5 % (dev-4 92.2 %, dev-5 88.6 %, dev-6 90.5 %). dev-8
// (30, 894 items, weighted to prose, mixed layouts, docs pages, numbered lists and Hinglish) was written blind on 28 Nov
// while round 9 ran, and is not tuned on: 83.6 % before round 9, 85.0 % after it; held-out stayed at 744 of 890. Round
// 10 tunes on dev-7 and dev-8, mainly their prose, Hinglish and mixed styles, with a grammar of fields said in
// sentences rather than layout rules: a noun phrase as the field it names ("the number of persons as an integer",
// "the duration in seconds", "a list of items" after another field, a type word joined by "and"), more verbs of a side
// ("needs", "picks", "can optionally ask for", "the response describes"), English coordination (a set of values ends
// at the value after "or"; a relative clause with or without a comma; ", and" closing "which has a, b and c";
// "tickets, an array of objects with …"), statements about a field named before ("bags defaults to 1", "everything
// required except notes", "The applicant's e-mail (email) is optional"), questions in a chat that set the side of the
// reply and a reply that refers back to the field asked about ("permit_expiry?" — "haan woh bhi, date hai,
// required"), and Hinglish read as the same statements (possessives, "milega", "note optional hai", "zaroori",
// "teeno", "har customer mein"): dev-8 85.0 % to 91.4 % (prose 80.4 to 94.1 %, mixed 89.5 to 91.7 %, Hinglish 69.1 to
// 88.9 %), dev-7 96.5 to 96.8 %, dev-4 92.2 to 92.4 %, dev-5 88.6 to 89.3 %, dev-6 90.5 to 91.2 %. dev-9 (30, 890
// items, weighted to fields said in sentences: prose, Hinglish, voice-note transcripts) was written blind on 28 Nov
// before round 10 began, and is not tuned on: 80.1 % before round 10, 82.4 % after it (Hinglish 55.8 to 60.1 %,
// prose 80.6 to 84.7 %); held-out 744 to 756 of 890 (84.9 %). Round 11 tunes on dev-9, mainly its Hinglish, with
// clause orders glossed before the English reader ("x jo sirf a, b ya c ho sakta hai", "response 201 mein", "a aur b
// query mein", "… har entry mein", "strings ki array", "dues naam ka array", "tabhi hoga jab") and "X, an object with
// a, b and c": dev-9 82.4 to 85.6 % (Hinglish 60.1 to 76.1 %, prose 84.7 to 85.7 %), dev-4 92.4 to 92.8 %, dev-5 89.3
// to 89.4 %, dev-6 91.2 to 91.7 %, dev-7 96.8 to 96.9 %, dev-8 91.4 % unchanged. dev-10 (40, 1,136 items, in seven
// styles from reference pages and raw HTTP to PRDs, Slack threads and Hinglish WhatsApp notes, domains apart from
// every earlier corpus) was written blind on 28 Nov after round 11: 88.7 % (1008/1136) before any tuning on it, the
// highest blind figure yet (dev-5 61.5 %, dev-6 62.0 %, dev-9 80.1 %); 11 of its descriptions miss items with no
// warning. Round 12 tunes on dev-10 with reading rules each tested on invented text: credentials said once reaching
// the endpoints the text points them at ("Every endpoint needs it", "login again", "POST /x and GET /x take …"), lists
// of objects said in prose ("a list of members, each member with …", "X ki list, har X mein …"), field items whose
// notes are only values or a type, values holding "/" or "-", "201 →" over YAML-like answers, a timed chat message
// ending its sentence, "the body is the a, …", a literal after "(x bearer token)", "name [type] (flag)" fields,
// "array return karega", "true/false", "1 se 10", "and nothing else", ", authenticated with …" as a clause, a 204
// with no body, and "200 OK with a, b": dev-10 88.7 to 96.9 % (prose 81.5 to 95.2 %, Hinglish 73.5 to 93.2 %, mixed
// 85.3 to 94.0 %), dev-9 85.6 to 88.0 %, dev-8 91.4 to 92.8 %, dev-6 91.7 to 92.0 %, dev-5 89.4 to 89.5 %. dev-11 (30,
// 825 items, weighted to prose, mixed documents and reference pages, domains apart from dev-10's) was written blind on
// 29 Nov while round 12 was under way, and is not tuned on: 89.2 % before round 12, 90.2 % after it (silent
// descriptions 8 to 5); held-out 756 to 760 of 890 (85.4 %). Round 13 tunes on dev-11 (by two readers, its prose and
// the rest) and on what the tuned corpora still miss: spoken statuses and fields ("four-oh-nine", "the seats left, a
// whole number"), a caller's verbs as labels ("Send:", "Pass:"), examples that type a field ("e.g. 4999"), values
// after "enum:" parted by spaces, a table titled "query", "returns an array of entries as above", "every endpoint
// except GET /x needs …": dev-11 90.2 to 99.9 %, dev-9 88.0 to 89.9 %, dev-6 92.0 to 92.8 %, dev-5 89.5 to 90.1 %.
// dev-12 (30, 895 items, weighted to prose, mixed documents and reference pages, domains apart from every earlier
// corpus) was written blind on 29 Nov before round 13: 87.7 % before it, 88.6 % after; held-out 760 to 761 of 890
// (85.5 %): rules written from one author's phrasing no longer carry to another's. dev-13 (30, 926 items, the same
// weighting, new domains) was written blind after round 13: 84.0 % (prose 68.8 %). Each floor sits just under the share the tool reaches, so
// a rule that loses items here fails; the held-out corpus stays unread.
test.each([
  { name: 'dev-2', descriptions: 39, items: 960, floor: 0.985, tuned: 'tuned on' },
  { name: 'dev-3', descriptions: 41, items: 1041, floor: 0.987, tuned: 'tuned on' },
  { name: 'dev-4', descriptions: 40, items: 1124, floor: 0.928, tuned: 'tuned on' },
  { name: 'dev-5', descriptions: 40, items: 1200, floor: 0.9, tuned: 'tuned on' },
  { name: 'dev-6', descriptions: 40, items: 1295, floor: 0.928, tuned: 'tuned on' },
  { name: 'dev-7', descriptions: 40, items: 1477, floor: 0.97, tuned: 'tuned on in round 9 (blind 84.7 %)' },
  { name: 'dev-8', descriptions: 30, items: 894, floor: 0.93, tuned: 'tuned on in round 10 (blind 85.0 %)' },
  { name: 'dev-9', descriptions: 30, items: 890, floor: 0.898, tuned: 'tuned on in round 11 (blind 80.1 %, 82.4 % after round 10)' },
  { name: 'dev-10', descriptions: 40, items: 1136, floor: 0.97, tuned: 'tuned on in round 12 (blind 88.7 %)' },
  { name: 'dev-11', descriptions: 30, items: 825, floor: 0.998, tuned: 'tuned on in round 13 (blind 89.2 %, 90.2 % after round 12)' },
  { name: 'dev-12', descriptions: 30, items: 895, floor: 0.886, tuned: 'written blind, not tuned on (87.7 % before round 13)' },
  { name: 'dev-13', descriptions: 30, items: 926, floor: 0.84, tuned: 'written blind after round 13, not tuned on' },
])('at least $floor of what the $name corpus states reaches the document', async ({ name, descriptions, items, floor, tuned }) => {
  const score = await scoreCorpus(join(__dirname, '..', '..', '..', 'tests', 'corpora', 'api-spec-generator', name, 'corpus.json'));
  recordFidelity(`${name} corpus, ${tuned}`, score);
  if (process.env.SPEC_REPORT) console.log(formatScore(score, true));
  expect(score.descriptions.length).toBe(descriptions);
  expect(score.items).toBe(items);
  const missing = score.descriptions.flatMap(({ id, missing: lost }) => lost.map((item) => `${id}: ${item}`));
  expect({ share: score.held / score.items >= floor, missing }).toEqual({ share: true, missing: expect.any(Array) });
});
