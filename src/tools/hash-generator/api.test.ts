import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { toolSpec } from '../../../tests/support/spec';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'hash-generator';
const client = useTestClient();

// "abc": MD5 from RFC 1321 §A.5, SHA-1/256/384/512 from the FIPS 180-4 examples (NIST CSRC "Examples with Intermediate Values").
const abc = {
  md5: '900150983cd24fb0d6963f7d28e17f72',
  sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
  sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  sha384: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
  sha512:
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
};

describe(`POST /api/v1/${tool}`, () => {
  test('when "abc" is hashed with SHA-256, then the digest is the FIPS 180-4 vector and there is no warning', async () => {
    const response = await callTool(client, tool, { text: 'abc', algorithms: ['sha256'] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ tool, result: { hashes: { sha256: abc.sha256 }, bytes: 3, warnings: [] } });
  });

  test('when "abc" is hashed with every algorithm, then each digest matches its published vector', async () => {
    const response = await callTool(client, tool, { text: 'abc', algorithms: ['md5', 'sha1', 'sha256', 'sha384', 'sha512'] });
    expect(response.body.result.hashes).toEqual(abc);
  });

  test('when the text is empty, then SHA-256 is the FIPS 180-4 empty-message digest over 0 bytes', async () => {
    const response = await callTool(client, tool, { text: '', algorithms: ['sha256'] });
    expect(response.body.result).toMatchObject({
      hashes: { sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      bytes: 0,
    });
  });

  test('when an algorithm repeats, then it is computed once, in order of first mention, with one warning per weak algorithm', async () => {
    const response = await callTool(client, tool, { text: 'abc', algorithms: ['sha1', 'sha256', 'md5', 'sha1'] });
    expect(Object.keys(response.body.result.hashes)).toEqual(['sha1', 'sha256', 'md5']);
    expect(response.body.result.warnings.map((w: { algorithm: string }) => w.algorithm)).toEqual(['sha1', 'md5']);
  });

  test('when the text is not ASCII, then its UTF-8 bytes are hashed', async () => {
    // "₹" is E2 82 B9 in UTF-8 (RFC 3629).
    const response = await callTool(client, tool, { text: '₹', algorithms: ['sha256'] });
    expect(response.body.result.bytes).toBe(3);
  });

  test('when the text has an unpaired surrogate, then 422 invalid_unicode names the code unit and position', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'ab\uDC00', algorithms: ['sha256'] }), 422, 'invalid_unicode');
    expect(problem.detail).toContain('U+DC00 at position 3');
  });

  test('when every documented error code is listed, then it is one this file triggers', () => {
    expect(toolSpec(tool).errors.map(({ code }) => code)).toEqual(['invalid_unicode']);
  });

  test('when algorithms is missing, then 422 validation_failed points at /algorithms', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'abc' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/algorithms', message: expect.stringMatching(/^is required/) }]);
  });

  test('when an unknown property is sent, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'abc', algorithms: ['md5'], extra: 'x' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/extra', message: 'is not a property of this tool (unknown properties are rejected)' }]);
  });

  test('when an algorithm is not supported, then 422 validation_failed points at its index', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { text: 'abc', algorithms: ['sha256', 'sha3-256'] }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual([{ pointer: '/algorithms/1', message: 'must be one of "md5", "sha1", "sha256", "sha384", "sha512"' }]);
  });

  test('when algorithms is empty, then 422 validation_failed says at least one is needed', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'abc', algorithms: [] }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/algorithms', message: 'must NOT have fewer than 1 items' }]);
  });
});

describeToolCodes('hash_generator', {
  invalid_unicode: { body: { text: 'ab\uDC00', algorithms: ['sha256'] } },
});
