/**
 * The soak (issue 29): one service runs every tool's ordinary input (its spec's first request example) and worst
 * inputs (the largest-answer cases its answer-size.system.test.ts declares) for `seconds` each, 4 connections, then idles
 * 5 s; a warm-up round, then two measured rounds. Per tool: RSS when it starts, its peak (sampled every 200 ms) and
 * after the idle. Memory is flat when each tool's RSS after idle in the last round is within 10 % of the round
 * before's. Loopback only, bounded in time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { spec } from '../src/common/operations';
import { declaredWorstCases } from '../tests/support/answer-size';

const root = join(__dirname, '..');

export interface SoakRow {
  tool: string;
  startMiB: number;
  peakMiB: number;
  idleMiB: number;
  requests: number;
  statuses: Record<string, number>;
}

/** Resident memory of a process now, in MiB (VmRSS). */
export function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) / 1024;
}

/** Each tool's bodies: its spec's first request example, then its declared worst cases. */
export function soakBodies(): Array<{ tool: string; bodies: string[] }> {
  for (const tool of readdirSync(join(root, 'src', 'tools'))) {
    if (tool === 'shared' || tool.endsWith('.ts')) continue;
    require(join(root, 'src', 'tools', tool, 'answer-size.system.test.ts'));
  }
  const paths = (
    spec as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { examples?: Record<string, { value: unknown }> }> } } }>;
    }
  ).paths;
  return Object.entries(paths).map(([path, item]) => {
    const tool = path.slice(1);
    const examples = Object.values(item.post.requestBody.content['application/json']?.examples ?? {});
    const worst = declaredWorstCases.filter((declared) => declared.tool === tool).flatMap((declared) => declared.cases);
    return { tool, bodies: [JSON.stringify(examples[0]?.value ?? {}), ...worst.map((c) => JSON.stringify(c.body))] };
  });
}

async function soakTool(port: number, pid: number, tool: string, bodies: string[], seconds: number): Promise<SoakRow> {
  const startMiB = rssMiB(pid);
  let peakMiB = startMiB;
  const sampler = setInterval(() => (peakMiB = Math.max(peakMiB, rssMiB(pid))), 200);
  const statuses: Record<string, number> = {};
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 4,
    duration: seconds,
    requests: bodies.map((body) => ({ method: 'POST', path: `/api/v1/${tool}`, headers: { 'content-type': 'application/json' }, body })),
  }).then((r) => {
    for (const [key, value] of Object.entries(r)) if (/^\d\d\d$/.test(key)) statuses[key] = value as number;
    return r;
  });
  for (const key of ['2xx', '4xx', '5xx'] as const) if (result[key]) statuses[key] = result[key];
  clearInterval(sampler);
  peakMiB = Math.max(peakMiB, rssMiB(pid));
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return { tool, startMiB, peakMiB, idleMiB: rssMiB(pid), requests: result.requests.total, statuses };
}

/**
 * A warm-up round over every tool (half as long), then two measured rounds: each tool's rows of both, so a tool's
 * RSS after idle can be compared with its own in the round before, at the same place in the sequence.
 */
export async function soak(
  port: number,
  pid: number,
  seconds: number,
): Promise<{ warmIdleMiB: number; first: SoakRow[]; second: SoakRow[] }> {
  const tools = soakBodies();
  for (const { tool, bodies } of tools) await soakTool(port, pid, tool, bodies, Math.max(2, Math.round(seconds / 2)));
  const warmIdleMiB = rssMiB(pid);
  const first: SoakRow[] = [];
  for (const { tool, bodies } of tools) first.push(await soakTool(port, pid, tool, bodies, seconds));
  const second: SoakRow[] = [];
  for (const { tool, bodies } of tools) second.push(await soakTool(port, pid, tool, bodies, seconds));
  return { warmIdleMiB, first, second };
}
