/**
 * Header names a sentence states (`X-Partner-Key`, "the Tenant-Id header") that the document holds neither as a
 * security scheme's header nor as a parameter or response header: credentials or a parameter dropped in silence.
 */

// "X-Shop-Token" anywhere; "Tenant-Id header", "the `Api-Key` header": a hyphenated name said to be a header.
const X_NAME = /(?<![\w-])[`"']?(X-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)\b(?!-)/g;
const NAMED_HEADER = /(?<![\w-])[`"']?([A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+)[`"']?\s+header\b/g;
// Headers every document holds in its own way: the bearer or basic scheme, the media types, the host.
const STANDARD = /^(?:authorization|content-type|content-length|accept|accept-language|user-agent|host|cookie|set-cookie)$/i;

/** The header names a sentence states, as written. */
export function headerNamesIn(sentence: string): string[] {
  const text = sentence.replace(/https?:\/\/\S+/g, ' ');
  const found = new Set<string>();
  for (const match of [...text.matchAll(X_NAME), ...text.matchAll(NAMED_HEADER)]) {
    const name = match[1] as string;
    if (!STANDARD.test(name)) found.add(name);
  }
  return [...found];
}

/** Why the sentence's header names are not in the document (`held`: header names, lower case), or nothing. */
export function unheldHeaders(sentence: string, held: Set<string>): string | undefined {
  const missing = headerNamesIn(sentence).filter((name) => !held.has(name.toLowerCase()));
  if (missing.length === 0) return undefined;
  const listed = missing.map((name) => `\`${name.slice(0, 40)}\``).join(', ');
  return `${listed} ${missing.length === 1 ? 'is a header' : 'are headers'} named here but the document has ${missing.length === 1 ? 'it' : 'them'} as no credentials and no parameter`;
}
