import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runs } from './toolchain';

/** Debian's python3-prometheus-client: the official Prometheus client's text-format parser, independent of prom-client. */
export const prometheusPython = ['python3', '/usr/bin/python3'].find((command) => runs(command, ['-c', 'import prometheus_client.parser']));

export interface MetricFamily {
  name: string;
  /** counter, gauge, histogram, summary, untyped (the parser's names; a counter's family name has no `_total`). */
  type: string;
  samples: { name: string; labels: Record<string, string>; value: number | null }[];
}

/** Parses a /metrics answer with the official parser; throws with its message when the text is not valid. */
export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  if (!prometheusPython) throw new Error('python3-prometheus-client is not installed');
  const run = spawnSync(prometheusPython, [join(__dirname, 'prometheus-text.py')], { input: text, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the Prometheus parser refused the text: ${run.stderr}`);
  const families = JSON.parse(run.stdout) as MetricFamily[];
  return new Map(families.map((family) => [family.name, family]));
}

/** The value of the sample named `name` whose labels include `labels` (0 when there is none). */
export function sampleValue(families: Map<string, MetricFamily>, name: string, labels: Record<string, string> = {}): number {
  for (const family of families.values()) {
    for (const sample of family.samples) {
      if (sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value)) return sample.value ?? NaN;
    }
  }
  return 0;
}
