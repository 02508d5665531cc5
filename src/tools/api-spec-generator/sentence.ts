/**
 * One sentence of a description, read: the endpoints it names (each takes the words after it; words before it after
 * a "—" or ";" stay with the endpoint before), a section label at its start ("Response `202 Accepted`:"), statuses,
 * authentication, the media type, "no body", "same fields as above", a resource defined once ("A book is { … }"), a
 * statement about a field ("`category` must be one of …", "month is required here") and its clauses of fields.
 */
import { codeRoute } from './code-routes';
import { fields } from './field-clauses';
import { definition, statement } from './field-statements';
import { mentionsIn } from './mentions';
import type { Endpoint } from './model';
import { clausesOf, LIST_WORDS, sameAs, sentences, type Side } from './prose';
import type { Reader } from './reader';
import { PUBLIC, publicException, readAuth, readMediaType, takeStatuses } from './statements';
import { valueSchema, type Schema } from './types';
import { readHints } from './hints';
import { exceptStatement } from './exceptions';
import { authExceptNamed, SAME_AUTH, widenLastAuth } from './auth-reach';
import { hinglish } from './hinglish';
import { objectLists } from './object-lists';
import { proseOpeners } from './prose-openers';
import { namedSubject } from './subjects';
import { answeredField, askedField, confirmedField, questionSide } from './questions';
import { roleStatements, typeReference } from './references';
import { namesIn } from './unused';
import { readPhraseList } from './phrases';

export interface Label {
  side?: Side;
  status?: number;
  rest: string;
}

const LABEL =
  /^[*_`\s]*(?:success(?:ful)?\s+|sample\s+|optional\s+)?(request\s+body|request|body|payload|inputs?|in|outputs?|out|json\s+body|form\s+fields|fields|query\s+param(?:eter)?s|query\s+string|query|filters?|(?:path\s+|url\s+)?param(?:eter)?s|responses?|response\s+body|answers?|returns?|reply|example\s+(?:reply|response|request)|output|result|success|errors?|error\s+responses|status\s+codes|->|→)(?:\s+(?:fields|parameters|params|schema|example|format|object|body|string\s+parameters|envelope|shape|structure|payload))?\b[*_`\s]*(\([^)]*\))?[*_`\s]*((?:[—–-]\s*)?[`*]*[1-5]\d\d(?:\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)?[`*]*)?[*_`\s]*(\([^)]*\))?[*_`\s]*(?:(?:an?\s+)?(?:array|list)[*_`\s]*)?(?::|,|$|\s+(?=[—–-]|→|->|with\b))\s*/i;

/** "Send:", "Pass:", "Provide:", "Takes:": a verb of the caller's, as a label, leads the request's fields. */
const REQUEST_VERB_LABEL = /^[*_`\s]*(?:send|sends|pass|passes|provide|provides|submit|submits|supply|takes|accepts|expects)[*_`\s]*:\s*/i;

/** A section label at the start of a text, or undefined. */
export function labelOf(text: string): Label | undefined {
  // "**201 Created**", "`200 OK`:", "201 →", "200 → array of:" alone: what follows is that answer.
  const alone =
    /^[*_`\s]*([1-5]\d\d)(?:\s+[A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*)*)?[*_`\s]*(?:(?:→|->|=>)\s*(?:(?:an?\s+)?(?:array|list)(?:\s+of)?)?\s*)?:?\s*$/.exec(
      text,
    );
  if (alone) return { side: 'answer', status: Number(alone[1]), rest: '' };
  const verb = REQUEST_VERB_LABEL.exec(text);
  if (verb) return { side: 'request', rest: text.slice(verb[0].length) };
  const match = LABEL.exec(text);
  if (!match) return undefined;
  const word = (match[1] as string).toLowerCase();
  // "Body — berth (string), …": the dash after a label leads its list.
  const rest = text.slice(match[0].length).replace(/^[—–]\s+|^-{1,2}\s+(?=\S)/, '');
  const status = /([1-5]\d\d)/.exec(`${match[2] ?? ''} ${match[3] ?? ''} ${match[4] ?? ''}`)?.[1];
  // "errors: array of strings", "body: string": a field named like a label.
  // "In: warehouse_code (string), …": a list that starts with a name written as code is no field's type.
  const listOfNames =
    /^`?(?:[a-z]+_[a-z0-9_]+|[a-z]+[A-Z]\w*)`?\s*[(,]/.test(rest) || /^`?[A-Za-z_]\w*`?\s*\((?:[^()]|\([^()]*\))*\)\s*[,;—–-]/.test(rest);
  if (
    /^[\w-]+(?:\s*\(|\s*$|,)/.test(rest) &&
    !listOfNames &&
    !/^(?:request|response|returns?|reply|fields|query|param|body|payload|input)/i.test(word)
  )
    return undefined;
  const inParens = `${match[2] ?? ''}${match[4] ?? ''}`;
  let side: Side | undefined;
  if (/^path\s+param/.test(word)) side = 'path';
  else if (/^(?:query|filter|(?:url\s+)?param)/.test(word)) side = /body/i.test(inParens) ? 'request' : 'query';
  else if (/^(?:request|body|payload|input|in$|json|form|fields)/.test(word)) side = 'request';
  else if (/^example\s+request/.test(word)) side = 'request';
  else if (/^(?:errors?|error|status)/.test(word)) side = undefined;
  else side = 'answer';
  if (/query/i.test(inParens)) side = 'query';
  return { ...(side ? { side } : {}), ...(status ? { status: Number(status) } : {}), rest };
}

/** Reads a text (a paragraph or list item) sentence by sentence; `line` is where it starts, `starts` where each of its lines starts in it. */
export function readText(reader: Reader, text: string, line: number, starts: number[] = [0]): void {
  // Lines with no stop anywhere (a chat message) are each a sentence, unless a line ends or the next begins mid-phrase.
  if (starts.length > 1 && !/[.!?;](?:\s|$)/.test(text)) {
    const cuts = starts.filter((start, index) => {
      if (index === 0) return true;
      const before = text.slice(0, start).trimEnd();
      return (
        !/(?:[,(:{[|&+=/-]|\b(?:and|or|with|the|a|an|of|to|in|for|by|plus|as|from|at|on|is|are|w)\/?)$/i.test(before) &&
        // "GET" alone on its line over the path: one endpoint line, as reference pages print it.
        !/^(?:GET|POST|PUT|PATCH|DELETE)$/.test(text.slice(starts[index - 1], start).trim()) &&
        !/^(?:and|or|with|plus|of|to|in|for|as|but|which|that|who|[,)}\]])/i.test(text.slice(start))
      );
    });
    if (cuts.length > 1) {
      cuts.forEach((start, index) => {
        const end = cuts[index + 1] ?? text.length;
        const from = starts.indexOf(start);
        readLines(
          reader,
          text.slice(start, end).trim(),
          line + from,
          starts
            .slice(from)
            .filter((s) => s < end)
            .map((s) => s - start),
        );
      });
      return;
    }
  }
  readLines(reader, text, line, starts);
}

function readLines(reader: Reader, written: string, line: number, starts: number[]): void {
  // "-> 200 RCDetails | 404 not found | 429 rate limit": each answer by status, split by pipes, is a sentence of its
  // own (the same length, so line starts stay where they are).
  // After an arrow ("-> 201 Reservation, 409 slip taken"), commas split the answers as pipes do.
  const gaps = /(?:->|→)\s*[1-5]\d\d\b/.test(written) ? /\s+\|\s+(?=[1-5]\d\d\b)|,\s+(?=[1-5]\d\d\b)/g : /\s+\|\s+(?=[1-5]\d\d\b)/g;
  const text = written.replace(gaps, (gap) => `.${' '.repeat(gap.length - 1)}`);
  let offset = 0;
  for (const sentence of sentences(text)) {
    const at = text.indexOf(sentence, offset);
    offset = at + sentence.length;
    const shift = starts.filter((start) => start <= at).length - 1;
    // One space between words: no rule then backtracks over a long run of spaces (a text of 64 KiB stays linear).
    readSentence(reader, sentence.replace(/\s+/g, ' ').replace(/\\([|_*`<>[\]])/g, '$1'), line + Math.max(0, shift));
  }
}

/** "customer_id (string), kind (`udhaar` or `jama`), amount (number), note optional": a sentence that is only fields, of the endpoint being described. */
function bareList(reader: Reader, target: Endpoint, text: string, line: number, written: string): boolean {
  if (!/^`?[a-z][A-Za-z0-9_]*`?\s*\([^()]+\)\s*,/.test(text)) return false;
  // "note optional": the flag after a bare name is said of it.
  const read = readPhraseList(
    text.replace(/[.;]\s*$/, '').replace(/(^|,\s*|\band\s+)`?([a-z][A-Za-z0-9_]*)`?\s+(optional|required)\b/g, '$1$2 ($3)'),
  );
  if (read.problems.length > 0 || read.fields.length < 2) return false;
  reader.place(target, undefined, read.fields, line, written.slice(0, 100));
  return true;
}

// "On any of these calls", "every endpoint", "all requests": what the sentence says is said of every endpoint.
const EVERY_CALL =
  /\b(?:any|every|all|each)\s+(?:of\s+(?:these|the|our|my)\s+|the\s+)?(?:calls?|endpoints?|requests?|routes?|apis?|operations?)\b/i;

// "Thanks, Priya", "Best regards, Arun K": an e-mail's closing names no field, though a section is open above it.
const CLOSING =
  /^(?:thanks(?:\s+(?:a\s+lot|again))?|thank\s+you|many\s+thanks|regards|best(?:\s+regards)?|kind\s+regards|warm\s+regards|cheers|sincerely|yours(?:\s+(?:truly|sincerely))?)\s*[,!.]?\s*(?:[A-Z][a-z'.-]*(?:\s+[A-Z][a-z'.-]*){0,2})?\s*[.!]?$/i;

// "Out of scope for v0.3: fee payments and …", "Non-goals: …", "Action items: Joel to draft …": what the API will not
// do, and what the team is to do, name no field.
const OUT_OF_SCOPE = /^(?:out\s+of\s+scope|not\s+in\s+scope|non-?goals?|action\s+items?|next\s+steps)\b[^:]{0,40}:/i;
// "Third, the buyer wants …", "Finally, …": a word that orders what is said names nothing.
const ORDINAL = /^(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth|next|finally|lastly)\s*,\s+/i;

function readSentence(reader: Reader, spoken: string, line: number): void {
  if (CLOSING.test(spoken.trim()) || OUT_OF_SCOPE.test(spoken.trim())) return;
  const written = spoken.replace(ORDINAL, '');
  // Read in English words, quoted as written; "→ 201 KccApplicationResult { … }": a type's name before its members names no field.
  let text = namedSubject(objectLists(proseOpeners(hinglish(written))))
    .replace(/(^|[\s:(>→])[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\s+(?=\{)/g, '$1')
    // "Query param day optional hai", "The query parameter shift is required": the name, even a type word, is the field's.
    .replace(
      /^(?:the\s+)?query\s+param(?:eter)?\s+(?!(?:is|are)\b)([A-Za-z_]\w*)\s+(?:is\s+)?\(?(optional|required)\b\)?/i,
      'Query: `$1` ($2)',
    );
  if (
    askedAndAnswered(reader, text, line, written) ||
    exceptStatement(reader, reader.current, text, line, written.slice(0, 100)) ||
    widenLastAuth(reader, text, line)
  )
    return;
  const names = namesIn(written);
  const label = labelOf(text);
  if (label) {
    // "Parameters" alone, without a place: what a GET or DELETE is asked in its query, what the others send in the body.
    const sends = reader.current && !/^(?:get|delete)$/.test(reader.current.method);
    const side = sends && label.side === 'query' && /^[*_`\s]*param(?:eter)?s?\b(?![^:]*\bquery)/i.test(text) ? 'request' : label.side;
    const statuses = !label.side && /^[*_`\s]*(?:errors?|error\s+responses|status\s+codes)\b/i.test(text);
    // "Returns `201 Created` with the ticket object.": a declared object is the whole answer, so the lines below are not it.
    const whole = !/:\s*$/.test(text) && typeReference(reader, label.rest.replace(/[.;]\s*$/, '')) !== undefined;
    const before = reader.section;
    reader.section = { ...(side ? { side } : {}), ...(label.status ? { status: label.status } : {}), ...(statuses ? { statuses } : {}) };
    // "Response 200 (array):", "Response 200 array:": the answer is a list of what follows.
    const head = text.slice(0, text.length - label.rest.length);
    if (side === 'answer' && reader.current && /[\s(](?:an?\s+)?(?:array|list)(?:\s+of)?\)?[*_`\s]*:?\s*$/i.test(head))
      reader.current.list = true;
    if (whole && reader.current) {
      readSentence(reader, label.rest, line);
      if (label.status) reader.statuses(reader.current, [{ code: label.status, why: '' }]);
      reader.section = before;
      return;
    }
    if (label.status && reader.current) reader.statuses(reader.current, [{ code: label.status, why: '' }]);
    const media = readMediaType(text.slice(0, text.length - label.rest.length));
    if (media && reader.current) reader.current.mediaType = pickMedia(reader.current.mediaType, media);
    text = label.rest;
    if (text.trim() === '') return;
  }
  const mentions = mentionsIn(text);
  if (authExceptNamed(reader, text, mentions, line, written)) return;
  // A route in code names identifiers that are no fields: only its prose is held to its names.
  if (names.length > 0 && !mentions.some((mention) => mention.code)) reader.said.push({ line, text: written, names });
  // "GET users returns nothing": a method and no path.
  const pathless = /^[\s`*]*(GET|POST|PUT|PATCH|DELETE)[`*]*\s+[`*]*([A-Za-z][^\s`*]*)/.exec(text);
  if (
    mentions.length === 0 &&
    pathless &&
    !/^(?:to|on|at|for|the|an?|request|requests|call|calls|it|them|this|that|and|or|with|method|endpoint|requests?)$/i.test(
      pathless[2] as string,
    )
  ) {
    reader.unread.push({
      line,
      text: written.slice(0, 100),
      why: `"${(pathless[2] as string).slice(0, 60)}" is not a path of segments and {parameters}`,
    });
    return;
  }
  // "The single-task route is `/tasks/{taskId}`": a path template, which examples with ids are read against.
  let used = mentions.length > 0 || Boolean(label) || /(?:^|[\s`(])\/[\w/-]*[{:]\w/.test(text);
  let from = 0;
  let previous = reader.current;
  const named: Endpoint[] = [];
  const joined: Endpoint[] = [];
  for (const [index, mention] of mentions.entries()) {
    const lead = text.slice(from, mention.index);
    if (mention.code) {
      // A route in code: its annotations, arguments and handler are read as code, its comments (and a comment just
      // above it) as prose.
      const next = mentions[index + 1];
      const target = reader.endpointAt(mention.method, mention.raw, line, written, written.slice(0, 100));
      if (!target) continue;
      const comments = codeRoute(reader, target, `${lead} ${text.slice(mention.index, next ? next.index : text.length)}`, line);
      const prose = [/[@(){};]/.test(lead) ? '' : lead.trim(), comments].filter(Boolean).join('. ');
      target.summary ||= prose.split(/[.;]/)[0]?.trim() ?? '';
      const names = namesIn(prose);
      if (names.length > 0) reader.said.push({ line, text: prose, names });
      readSegment(reader, target, prose, line, written, [target]);
      named.push(target);
      previous = target;
      from = next ? next.index : text.length;
      continue;
    }
    // A "—", "–" or ":" outside code marks ends what was said of the endpoint before.
    const bare = lead.replace(/`[^`]*`/g, (code) => '_'.repeat(code.length));
    const boundary = Math.max(bare.lastIndexOf(' — '), bare.lastIndexOf(' – '), bare.lastIndexOf(': '));
    if (boundary >= 0 && previous) used = readSegment(reader, previous, lead.slice(0, boundary), line, written, []) || used;
    else if (index === 0 && readAuth(lead)) {
      // "All endpoints need a bearer token except `GET /notes`, which is public": said before the name, of all of them.
      const auth = readAuth(lead) as NonNullable<ReturnType<typeof readAuth>>;
      for (const more of auth.more ?? [])
        reader.notes.push({ ...auth, auth: more, line, preamble: reader.endpoints.length === 0 || !previous, named: [], local: false });
      reader.notes.push({
        ...auth,
        line,
        preamble: reader.endpoints.length === 0 || !previous,
        named: [],
        local: false,
        ...(previous ? { current: previous } : {}),
      });
      used = true;
    }
    const next = mentions[index + 1];
    const own = text.slice(mention.end, next ? next.index : text.length);
    const target = reader.endpointAt(mention.method, mention.raw, line, written, written.slice(0, 100));
    if (!target) continue;
    named.push(target);
    const after = lead.slice(boundary >= 0 ? boundary + 2 : 0).replace(/^[\s,:;—–-]+|[\s,:;—–(-]+$/g, '');
    // "Recharge it: `POST /fastag/recharges` …": a short title before a colon names the endpoint.
    const titled = boundary >= 0 && lead[boundary] === ':' && boundary < 60 ? lead.slice(0, boundary).trim() : '';
    const summary = after.length > 3 ? after : titled || after;
    target.summary ||=
      summary.length > 3
        ? summary
        : (own
            .replace(/^[\s,:;—–→>)-]+/, '')
            .split(/[.;]/)[0]
            ?.trim() ?? '');
    // "List invoices", "GET /products lists products": words before any field say the answer is a list.
    const words = `${summary} ${clausesOf(own)[0]?.text ?? ''}`;
    if (target.method === 'get' && LIST_WORDS.test(words) && !/\{[^}]+\}$/.test(target.path)) target.listWords = true;
    // "POST /x and GET /x take the bearer token": endpoints joined by "and" share what is said after the last.
    if (next && /^[\s`*]*(?:,|and|&|or)[\s`*]*$/i.test(own)) joined.push(target);
    else {
      readSegment(reader, target, own, line, written, [...joined, target]);
      joined.length = 0;
    }
    previous = target;
    from = next ? next.index : text.length;
  }
  if (mentions.length === 0) used = readSegment(reader, reader.current, text, line, written, []) || used;
  if (!used && mentions.length === 0 && reader.current) used = bareList(reader, reader.current, text, line, written);
  if (!used && statesSomething(written))
    reader.unread.push({
      line,
      text: written.slice(0, 100),
      why: 'it names fields, statuses or credentials but says nothing this tool reads of them',
    });
}

/** A question about a side or a field, or the reply that refers back to the field: read, and whether it was one. */
function askedAndAnswered(reader: Reader, text: string, line: number, written: string): boolean {
  const asked = reader.asked;
  reader.asked = undefined;
  const side = questionSide(text);
  if (side && reader.current) {
    reader.section = { side };
    return true;
  }
  const name = askedField(text);
  if (name && reader.current) {
    reader.asked = { name, target: reader.current };
    return true;
  }
  const reply =
    asked && asked.target === reader.current ? answeredField(asked.name, text) : reader.current ? confirmedField(text) : undefined;
  const read = reply ? readPhraseList(reply) : undefined;
  const target = asked?.target ?? reader.current;
  if (!target || !read || read.fields.length !== 1 || read.problems.length > 0) return false;
  reader.place(target, undefined, read.fields, line, written.slice(0, 100));
  return true;
}

/** Whether a sentence names something a document could hold: a field, a status, a path, credentials. */
export function statesSomething(sentence: string): boolean {
  const text = sentence.replace(/https?:\/\/\S+/g, '');
  return (
    /`[A-Za-z_][\w.]*`|\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z]\w*\b|(?:^|[\s`(])\/[a-z{]/.test(text) ||
    /\b(?:returns?|status|http|responds?|replies|answers?|gets?|an?)\s+`?[2-5]\d\d\b/i.test(text) ||
    /(?<![\w-])[2-5]\d\d`?\s+(?:[A-Z][a-z]+\b|(?:if|when|on|for)\b)/.test(text) ||
    /\b(?:bearer|api[\s-]?key|auth\w*|token)\b/i.test(text)
  );
}

const pickMedia = (known: Endpoint['mediaType'], said: NonNullable<Endpoint['mediaType']>) =>
  known && known !== 'application/json' && said === 'application/json' ? known : said;

/** The part of a sentence said of one endpoint (undefined: before any); whether anything in it was used. */
function readSegment(
  reader: Reader,
  current: Endpoint | undefined,
  segment: string,
  line: number,
  sentence: string,
  named: Endpoint[],
): boolean {
  let used = false;
  // `field "file"`, `a "file" part`: a quoted name is a name in code marks.
  let text = segment
    .replace(/\b(field|part|param(?:eter)?|property)\s+(?:named\s+|called\s+)?"([A-Za-z_]\w*)"/gi, '$1 `$2`')
    .replace(/"([A-Za-z_]\w*)"\s+(field|part|param(?:eter)?)\b/gi, '`$1` $2')
    // `"batch_no" (string)`: a quoted name with its hints in parentheses.
    .replace(/(^|[\s,:;(])"([A-Za-z_]\w*)"(?=\s*\()/g, '$1`$2`');
  const target = reader.stepEndpoint(text) ?? (named.length === 0 ? reader.wordEndpoint(text) : undefined) ?? current;
  used = roleStatements(reader, text) || used;
  const stated = takeStatuses(text);
  const everywhere = named.length === 0 && EVERY_CALL.test(text) ? stated.statuses.filter(({ code }) => code >= 400) : [];
  if (everywhere.length > 0) {
    reader.everywhere.push(...everywhere);
    used = true;
  } else if (target && stated.statuses.length > 0) {
    reader.statuses(target, stated.statuses);
    used = true;
  }
  text = stated.text.replace(/\s+/g, ' ');
  // What a status leaves once taken out ("…, fails with , and a ."): words about it, no field.
  if (stated.statuses.length > 0)
    text = text
      .replace(
        /,?\s*(?:(?:and|or|but)\s+)?(?:it\s+)?(?:fails?|errors?(?:\s+out)?|rejects?(?:\s+it)?|throws?)(?:\s+with)?\s*(?=[,.;]|$)/gi,
        '',
      )
      .replace(/,?\s*(?:and|or)\s+(?:an?\s+)?(?=[,.;]|$)/gi, '');
  // "uses the same token", "Same auth header": the credentials of the endpoint named before it.
  if (target && SAME_AUTH.test(text)) {
    const before = reader.endpoints[reader.endpoints.indexOf(target) - 1];
    if (before) reader.sameAuth.push({ to: target, from: before });
    used = true;
  }
  // Authentication, clause by clause: a clause that says how a caller authenticates holds no fields; "public" is
  // only its word ("`GET /zones` is public and lists zones, each with …").
  const kept: string[] = [];
  // "(referee bearer token): body `{ … }`": the credentials in parentheses are a clause of their own, so what
  // follows them is read for fields.
  text = text.replace(/^\s*\(([^()]*\b(?:bearer|jwt|token|api[\s-]?key)\b[^()]*)\)\s*:?\s*(?=\S)/i, '$1; ');
  // "needs the agent's bearer token and comes back 201 with a `report_id`": what it answers is a clause of its own.
  // "supports `?tag=` (string) filtering and needs the admin's bearer token": the credentials are a clause too.
  const answers =
    /\s+and\s+(?=(?:then\s+)?(?:comes?\s+back|returns|responds|replies|answers|gives\s+back|sends\s+back)\b|(?:it\s+)?(?:needs|requires|expects|takes|uses)\s+(?:an?\s+|the\s+|\w+'s\s+){0,2}(?:[\w-]+\s+)?(?:bearer|jwt|api[\s-]?key|token|auth\w*|x-[\w-]+)\b)/i;
  for (const clause of text.split(
    // "bearer token, returns a list with …": what it answers after a comma is a clause of its own too; so is the
    // credentials clause in "body a and b, authenticated with the key in X-Key".
    new RegExp(
      String.raw`;|,\s+(?=(?:the|and|but|while|whereas|(?:it\s+)?(?:returns|responds|replies|answers|gives\s+back|sends\s+back)|authenticated|authori[sz]ed|secured)\b)|\s+[—–]\s+(?=the\b)|\s+(?:but|while|whereas)\s+|${answers.source}`,
    ),
  )) {
    // A quoted value ("token_type": "Bearer") is an example, not how the caller authenticates; a quoted header name
    // ("in the "X-Yard-Key" header") is the header.
    const auth = readAuth(
      clause.replace(/"([^"\n]*)"/g, (quoted, inner: string) =>
        /^[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+$/.test(inner) && /"\s+header\b/i.test(clause) ? inner : '""',
      ),
    );
    // Under "Errors", "401 — missing or invalid secret key" says why a call fails, not which header carries the key.
    const guessed = auth?.auth?.kind === 'apiKey' && auth.auth.header === 'X-API-Key' && !/x-api-key/i.test(clause);
    if (!auth || (guessed && reader.section.statuses)) {
      kept.push(clause);
      continue;
    }
    const preamble = reader.endpoints.length === 0 || !current || reader.afterCode;
    const local = current !== undefined && reader.named.has(current);
    const rest = reader.lead ? `${reader.lead} ${auth.rest}` : auth.rest;
    for (const scheme of [auth.auth, ...(auth.more ?? [])])
      reader.notes.push({
        ...auth,
        ...(scheme ? { auth: scheme } : {}),
        rest,
        line,
        preamble,
        named,
        local,
        ...(current ? { current } : {}),
      });
    const exception = publicException(clause);
    if (exception && auth.auth) reader.notes.push({ isPublic: true, rest: exception, line, preamble, named: [] });
    if (auth.isPublic && !auth.auth) kept.push(clause.replace(PUBLIC, ' '));
    used = true;
  }
  text = kept.join(', ');
  const media = readMediaType(text);
  if (media && target) {
    target.mediaType = pickMedia(target.mediaType, media);
    used = true;
    text = text.replace(/`?multipart\/form-data`?|`?application\/x-www-form-urlencoded`?|`?application\/json`?/gi, ' ');
  }
  if (target && /\bno\s+(?:request\s+)?body\b|\bwithout\s+a\s+(?:request\s+)?body\b|\bempty\s+(?:request\s+)?body\b/i.test(text)) {
    target.noBody = true;
    used = true;
  }
  // "Supports `?from=2024-01-01` and `?to=…`": query parameters written as a query string.
  if (target) {
    // "`?author=<str>&available=<bool>`": each pair of a query string.
    const strings = [...text.matchAll(/(?<=^|[\s`(])[?&][A-Za-z_][\w.-]*=[^\s)`'",;]*/g)];
    const query = strings.flatMap((m) =>
      m[0]
        .slice(1)
        .split('&')
        .map((pair) => /^([A-Za-z_][\w.-]*)=(.*)$/.exec(pair))
        .filter((pair): pair is RegExpExecArray => pair !== null),
    );
    if (query.length > 0) {
      // "`?tag=` (string)": hints in parentheses after a query string with no value are said of its one parameter.
      const hinted = new Map<string, Schema>();
      for (const m of strings) {
        const hint = /^`?\s*\(([^()]{1,80})\)/.exec(text.slice((m.index ?? 0) + m[0].length))?.[1];
        const pair = /^[?&]([A-Za-z_][\w.-]*)=$/.exec(m[0]);
        const schema = hint && pair ? readHints(hint).schema : undefined;
        if (pair && schema) hinted.set(pair[1] as string, schema);
      }
      reader.place(
        target,
        'query',
        query.map((m) => ({ name: m[1] as string, schema: hinted.get(m[1] as string) ?? valueSchema(m[2] as string), optional: true })),
        line,
        sentence,
      );
      text = text
        .replace(/(?<=^|[\s`(])[?&][A-Za-z_][\w.-]*=`?\s*\([^()]{1,80}\)(?=\s|$|[,.;])/g, (all) =>
          /=`?\s*\(/.test(all) && hinted.size > 0 ? ' ' : all,
        )
        .replace(/(?<=^|[\s`(])[?&][A-Za-z_][\w.-]*=[^\s)`'",;]*`?/g, ' ')
        .replace(/\(\s*\)/g, ' ');
      used = true;
    }
  }
  const same = sameAs(text);
  if (same && target) {
    reader.copies.push({
      to: target,
      what: same.what,
      ...(same.status ? { status: same.status } : {}),
      ...(same.section ? { section: same.section } : {}),
      before: reader.endpoints.indexOf(target),
    });
    text = text.replace(same.phrase, ' ');
    used = true;
  }
  if (definition(reader, target, text, line, sentence)) return true;
  // A statement about a field ("`x` is optional"); what it leaves ("(deck is optional) returns `{…}`") is read for fields.
  const said = statement(reader, target, text, line);
  if (said.used && said.rest.trim() === '') return true;
  // "an array of `{ key, rollout_percent }`, where `rollout_percent` is an integer": said of a field the list names.
  const where = /,?\s*\bwhere\s+(`[A-Za-z_][\w.]*`\s+(?:is|are)\s+[^;]*)$/i.exec(said.rest);
  const rest = where ? said.rest.slice(0, where.index) : said.rest;
  const read = fields(reader, target, rest, line, sentence, stated.statuses[0]?.code, named.length > 0);
  if (where) statement(reader, target, where[1] as string, line);
  return read || Boolean(where) || said.used || used;
}
