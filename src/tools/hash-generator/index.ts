import { createHash } from 'node:crypto';
import { utf8Bytes } from '../shared/well-formed';
import { warning } from '../shared/warnings';
import type { RequestBody, ToolResult } from '../../common/operations';

export type HashRequest = RequestBody<'hash_generator'>;

export type HashAlgorithm = HashRequest['algorithms'][number];

export type HashResult = ToolResult<'hash_generator'>;

type HashWarning = HashResult['warnings'][number];

type WeakHashAlgorithm = HashWarning['algorithm'];

const WEAK_ALGORITHMS: Record<WeakHashAlgorithm, string> = {
  md5: 'MD5 is not collision-resistant (RFC 6151): use it only as a checksum against accidental corruption, never for signatures, certificates or passwords.',
  sha1: 'SHA-1 is not collision-resistant (practical collisions since 2017; NIST SP 800-131A disallows it for signatures): prefer SHA-256 or stronger.',
};

/** Hex digests (lowercase) of the text's UTF-8 bytes with each requested algorithm: MD5 (RFC 1321), SHA-1/256/384/512 (FIPS 180-4); duplicates collapse, order of first mention kept. */
export function hashText(request: HashRequest): HashResult {
  const bytes = utf8Bytes(request.text, 'Text');
  const algorithms = [...new Set(request.algorithms)];
  const hashes: Partial<Record<HashAlgorithm, string>> = {};
  const warnings: HashWarning[] = [];
  for (const algorithm of algorithms) {
    hashes[algorithm] = createHash(algorithm).update(bytes).digest('hex');
    if (algorithm === 'md5' || algorithm === 'sha1') warnings.push(warning('weak_algorithm', WEAK_ALGORITHMS[algorithm], { algorithm }));
  }
  return { hashes, bytes: bytes.length, warnings };
}
