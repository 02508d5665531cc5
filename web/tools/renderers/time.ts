import { facts, h } from '../dom';
import type { ToolResult } from '../../../src/common/operations';
import type { Result } from '../types';

const IST = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The runs as a list that reflows on a phone: each run in words (India time), then its IST and UTC timestamps. */
export function cron(result: Result, body: Record<string, unknown>): Node {
  const r = result as unknown as ToolResult<'cron_builder'>;
  const runs = r.nextRuns.map((run) =>
    h(
      'li',
      {},
      h('strong', {}, IST.format(run.epochMs)),
      h('span', { class: 'stamps' }, h('span', {}, 'IST ', h('code', {}, run.ist)), ' ', h('span', {}, 'UTC ', h('code', {}, run.utc))),
    ),
  );
  const from = typeof body.fromMs === 'number' ? ` after ${IST.format(body.fromMs)} (India time)` : '';
  return h(
    'div',
    {},
    h('p', { class: 'big' }, r.description),
    facts([['Expression', r.normalized, true]]),
    h('h3', { id: 'runs-heading' }, `Next ${runs.length === 1 ? 'run' : `${runs.length} runs`}${from}`),
    runs.length > 0 ? h('ol', { class: 'runs', 'aria-labelledby': 'runs-heading' }, ...runs) : h('p', {}, 'No runs.'),
  );
}

export function jwt(result: Result): Node {
  const r = result as {
    header: Record<string, unknown>;
    payload: Record<string, unknown>;
    times?: Record<string, { ist: string; relative: string }>;
    expired: boolean | null;
    notYetValid: boolean | null;
    signature: { algorithm: string; verified: boolean | null; reason?: string };
  };
  const verdict =
    r.signature.verified === true
      ? h('p', { class: 'verdict good' }, `✓ Signature verified (${r.signature.algorithm})`)
      : r.signature.verified === false
        ? h('p', { class: 'verdict bad' }, `✗ Signature does not match (${r.signature.algorithm})`)
        : h('p', { class: 'verdict neutral' }, `Signature not checked (${r.signature.algorithm})`);
  const claims = Object.entries(r.times ?? {}).map(([claim, time]): [string, string, boolean] => [
    claim === 'exp' ? 'Expires (exp)' : claim === 'iat' ? 'Issued (iat)' : claim === 'nbf' ? 'Not before (nbf)' : claim,
    `${time.ist} IST (${time.relative})`,
    false,
  ]);
  if (r.expired !== null) claims.push(['Expired', r.expired ? 'yes' : 'no', false]);
  return h(
    'div',
    {},
    verdict,
    r.signature.reason ? h('p', { class: 'note' }, r.signature.reason) : null,
    claims.length > 0 ? facts(claims) : null,
    h('h3', {}, 'Header'),
    h('pre', { class: 'code', tabindex: 0 }, JSON.stringify(r.header, null, 2)),
    h('h3', {}, 'Payload'),
    h('pre', { class: 'code', tabindex: 0 }, JSON.stringify(r.payload, null, 2)),
  );
}
