/** Levenshtein distance (insert, delete, substitute each cost 1), two rows of memory. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitute = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(substitute, (previous[j] as number) + 1, (current[j - 1] as number) + 1);
    }
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
