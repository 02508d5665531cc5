import { appendFileSync } from 'node:fs';

/** One line of the quality scoreboard: a tool, what was measured, on what, and the figures. */
export interface ScoreEntry {
  tool: string;
  /** What was measured, e.g. "precision, recall, F2 per kind (held-out corpus)". */
  measure: string;
  /** The row: a kind, a target language, a corpus. */
  row: string;
  figures: Record<string, number | string>;
}

/**
 * Records figures for `npm run scoreboard` (scripts/scoreboard.ts), which runs the tests that measure the tools that
 * guess with SCOREBOARD_FILE set and prints what they recorded; outside it, this does nothing. The tests still assert
 * their own bounds: the scoreboard only reports.
 */
export function recordScore(entry: ScoreEntry): void {
  const file = process.env.SCOREBOARD_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/** A ratio as a percentage with one decimal ("97.5 %"). */
export const percent = (ratio: number): string => `${(100 * ratio).toFixed(1)} %`;
