/**
 * The answers the docs show: each operation's 200 examples are what the service returns for its request examples,
 * with the clock and randomness pinned, so the uuid, jwt and epoch examples are exact too. Used by
 * scripts/examples.ts (which writes them into openapi/paths) and tests/contract/examples.test.ts (which proves the
 * documented answers are still what the service says).
 */
import type { Server } from 'node:http';
import request from 'supertest';
import { silentLogger } from '../src/http/log';
import { createApp } from '../src/app';
import { apiRoot } from '../src/common/api-root';
import { loadConfig } from '../src/config';
import { randomStream, SEED_BYTES } from '../src/pool/random-stream';

/** The instant every example is computed at: 2026-01-15 12:00 IST. */
export const EXAMPLE_NOW = new Date('2026-01-15T06:30:00.000Z');

/** A fixed seed, so each example's random bytes are the same on every run (AES-256-CTR keystream). */
const EXAMPLE_SEED = new Uint8Array(SEED_BYTES).map((_, index) => index);

/** The 200 body the service answers for `body` sent to `tool`, at EXAMPLE_NOW with a fresh fixed random stream. */
export async function exampleAnswer(tool: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const config = loadConfig({}, { accessLog: false, validateResponses: true, rateLimit: { points: 1_000_000, windowSeconds: 60 } });
  const app = await createApp(config, { log: silentLogger, sources: { now: () => EXAMPLE_NOW, random: randomStream(EXAMPLE_SEED) } });
  const response = await request(app.callback() as unknown as Server)
    .post(`${apiRoot}/${tool}`)
    .set('Content-Type', 'application/json')
    .send(JSON.stringify(body));
  return { status: response.status, body: response.body as unknown };
}
