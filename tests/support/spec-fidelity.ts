/**
 * Scores api-spec-generator on a corpus of plain-language API descriptions labelled with the items each states
 * (`{ descriptions: [{ id, style, text, items }] }`, items in the notation of openapi-items.ts): one document per
 * description, every item checked with `holds`. Any corpus file of that format can be scored, the held-out one too.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { generateApiSpec } from '../../src/tools/api-spec-generator';
import { holds } from './openapi-items';
import { withSpecDefaults } from './spec';

interface Description {
  id: string;
  style: string;
  text: string;
  items: string[];
}

export interface DescriptionScore {
  id: string;
  style: string;
  items: number;
  held: number;
  /** The items the document does not hold. */
  missing: string[];
  /** The warnings the tool gave, code and message. */
  warnings: string[];
}

export interface FidelityScore {
  items: number;
  held: number;
  /** Per style: descriptions, items and items held. */
  styles: Record<string, { descriptions: number; items: number; held: number }>;
  descriptions: DescriptionScore[];
}

/** One description's score; a description the tool refuses holds none of its items. */
async function scoreOne(description: Description): Promise<DescriptionScore> {
  let document: Record<string, unknown> = {};
  let warnings: string[] = [];
  try {
    const result = await generateApiSpec(withSpecDefaults('api_spec_generator', { text: description.text }));
    document = parse(result.yaml) as Record<string, unknown>;
    warnings = result.warnings.map(({ code, message }) => `${code}: ${message}`);
  } catch (error) {
    warnings = [`refused: ${(error as Error).message}`];
  }
  const missing = description.items.filter((item) => !holds(document, item));
  const { id, style, items } = description;
  return { id, style, items: items.length, held: items.length - missing.length, missing, warnings };
}

/** Scores every description of the corpus file (JSON, `{ descriptions: [...] }`). */
export async function scoreCorpus(file: string): Promise<FidelityScore> {
  const corpus = JSON.parse(readFileSync(file, 'utf8')) as { descriptions: Description[] };
  const descriptions: DescriptionScore[] = [];
  for (const description of corpus.descriptions) descriptions.push(await scoreOne(description));
  const styles: FidelityScore['styles'] = {};
  for (const score of descriptions) {
    const style = (styles[score.style] ??= { descriptions: 0, items: 0, held: 0 });
    style.descriptions += 1;
    style.items += score.items;
    style.held += score.held;
  }
  const items = descriptions.reduce((sum, score) => sum + score.items, 0);
  const held = descriptions.reduce((sum, score) => sum + score.held, 0);
  return { items, held, styles, descriptions };
}

const percent = (held: number, items: number): string => `${items === 0 ? '-' : ((100 * held) / items).toFixed(1)} %`;

/** The score as a table: one row per style and the total; with `details`, each description's missing items and warnings. */
export function formatScore(score: FidelityScore, details = false): string {
  const rows = Object.entries(score.styles).map(
    ([style, { descriptions, items, held }]) =>
      `${style.padEnd(16)}${String(descriptions).padStart(4)}${`${held}/${items}`.padStart(10)}${percent(held, items).padStart(9)}`,
  );
  const lines = [
    `${'style'.padEnd(16)}${'desc'.padStart(4)}${'held'.padStart(10)}${'share'.padStart(9)}`,
    ...rows,
    `${'total'.padEnd(16)}${String(score.descriptions.length).padStart(4)}${`${score.held}/${score.items}`.padStart(10)}${percent(score.held, score.items).padStart(9)}`,
  ];
  if (details) {
    for (const description of score.descriptions) {
      if (description.missing.length === 0 && description.warnings.length === 0) continue;
      lines.push('', `${description.id} (${description.held}/${description.items})`);
      lines.push(...description.missing.map((item) => `  missing  ${item}`));
      lines.push(...description.warnings.map((text) => `  warning  ${text}`));
    }
  }
  return lines.join('\n');
}
