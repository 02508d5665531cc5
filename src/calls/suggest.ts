/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form: insert, delete, substitute and swap two
 * neighbouring characters each cost 1 ("calcualtor" is one slip from "calculator", not two). Three rows of memory.
 * Written here rather than taken from a package: the small, well-kept ones (leven, fastest-levenshtein) count a swap
 * as two edits.
 */
function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitute = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let distance = Math.min(substitute, (previous[j] as number) + 1, (current[j - 1] as number) + 1);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, (before[j - 2] as number) + 1);
      current[j] = distance;
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** Names longer than this are not compared: a suggestion for a 10,000-character name costs nothing. */
const MAX_COMPARED_LENGTH = 64;

/**
 * The candidate nearest to `name`, compared case-insensitively, when it is near enough to be a slip: at most a third
 * of the candidate's length in edits (so "gst" does not suggest "uuid-generator"); undefined otherwise.
 */
export function nearest(name: string, candidates: readonly string[]): string | undefined {
  if (name.length > MAX_COMPARED_LENGTH) return undefined;
  const wanted = name.toLowerCase();
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance <= Math.max(1, Math.floor(candidate.length / 3)) && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/**
 * What to suggest for a name that is none of `candidates`: the nearest one when it is a slip; else, for a name of at
 * least 3 characters, the candidates with a dash-separated word that starts with it ("base64" → base64-encode-decode,
 * "typescript" → json-to-typescript), at most `max` of them; else none.
 */
export function suggestionsFor(name: string, candidates: readonly string[], max = 4): string[] {
  const slip = nearest(name, candidates);
  if (slip !== undefined) return [slip];
  const wanted = name.toLowerCase();
  if (wanted.length < 3 || wanted.length > MAX_COMPARED_LENGTH) return [];
  return candidates
    .filter(
      (candidate) =>
        candidate.toLowerCase().startsWith(wanted) ||
        candidate
          .toLowerCase()
          .split('-')
          .some((word) => word.startsWith(wanted)),
    )
    .slice(0, max);
}

/**
 * The property a misnamed one most likely means: the nearest when it is a slip; else the one property that the name
 * starts with or that starts with the name, both at least 3 characters ("language" for `lang`, "amount" for
 * `amountPaise`); undefined when none, or several, do.
 */
export function nearestProperty(name: string, properties: readonly string[]): string | undefined {
  const slip = nearest(name, properties);
  if (slip !== undefined) return slip;
  const wanted = name.toLowerCase();
  if (wanted.length < 3 || wanted.length > MAX_COMPARED_LENGTH) return undefined;
  const related = properties.filter((property) => {
    const candidate = property.toLowerCase();
    return candidate.length >= 3 && (wanted.startsWith(candidate) || candidate.startsWith(wanted));
  });
  return related.length === 1 ? related[0] : undefined;
}
