import type { FidelityScore } from './spec-fidelity';
import { percent, recordScore } from './scoreboard';

/** api-spec-generator's fidelity per style, recorded for the scoreboard under the corpus's name. */
export function recordFidelity(corpus: string, score: FidelityScore): void {
  const measure = `items a description states that reach the document (${corpus})`;
  for (const [style, { descriptions, items, held }] of Object.entries(score.styles)) {
    recordScore({
      tool: 'api-spec-generator',
      measure,
      row: style,
      figures: { descriptions, held: `${held}/${items}`, fidelity: percent(held / items) },
    });
  }
  recordScore({
    tool: 'api-spec-generator',
    measure,
    row: 'all styles',
    figures: { descriptions: score.descriptions.length, held: `${score.held}/${score.items}`, fidelity: percent(score.held / score.items) },
  });
}
