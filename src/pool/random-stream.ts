import { createCipheriv } from 'node:crypto';
import type { RandomSource } from '../common/operations';

/** A 256-bit AES key and a 128-bit counter block. */
export const SEED_BYTES = 48;

/**
 * Random bytes for a pool task: the AES-256-CTR keystream under a key and counter drawn from the app's random source
 * (a CSPRNG construction, NIST SP 800-90A's CTR_DRBG in spirit), so a pinned source pins the task's output too.
 */
export function randomStream(seed: Uint8Array): RandomSource {
  if (seed.length !== SEED_BYTES) throw new Error(`a random-stream seed has ${SEED_BYTES} bytes`);
  const cipher = createCipheriv('aes-256-ctr', seed.subarray(0, 32), seed.subarray(32, 48));
  return (size) => cipher.update(Buffer.alloc(size));
}
