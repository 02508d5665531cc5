import type { Document } from 'openapi-backend';
import { loadContract } from '../../src/calls/contract';

// openapi-backend ships draft-07 Ajv; OpenAPI 3.1 schemas are JSON Schema 2020-12. If an upgrade silently switched
// the validator back, keywords that only exist in 2019-09/2020-12 would stop being enforced: these tests catch that.
const fixture = {
  openapi: '3.1.0',
  info: { title: 'fixture', version: '1' },
  paths: {
    '/probe': {
      post: {
        operationId: 'probe',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                additionalProperties: false,
                properties: {
                  pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false },
                  card: { type: 'string' },
                  cvv: { type: 'string' },
                  label: { type: 'string', default: 'none' },
                },
                dependentRequired: { card: ['cvv'] },
              },
            },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
} as unknown as Document;

async function validate(body: Record<string, unknown>) {
  const { router, bodyErrors } = await loadContract(fixture);
  const operation = router.matchOperation({ method: 'POST', path: '/api/v1/probe', headers: {} }, true);
  const errors = bodyErrors(operation, '/api/v1/probe', body);
  return errors.length === 0 ? { valid: true, body } : { valid: false, errors: errors.map((e) => `${e.instancePath} ${e.keyword}`) };
}

test('prefixItems (2020-12) is enforced', async () => {
  expect(await validate({ pair: ['a', 1] })).toMatchObject({ valid: true });
  expect(await validate({ pair: [1, 'a'] })).toMatchObject({ valid: false, errors: expect.arrayContaining(['/requestBody/pair/0 type']) });
  expect(await validate({ pair: ['a', 1, 'extra'] })).toMatchObject({ valid: false });
});

test('dependentRequired (2019-09+) is enforced', async () => {
  expect(await validate({ card: '4111', cvv: '123' })).toMatchObject({ valid: true });
  expect(await validate({ card: '4111' })).toMatchObject({ valid: false, errors: ['/requestBody dependentRequired'] });
});

test('defaults from the schema are applied before the handler sees the body', async () => {
  expect(await validate({})).toEqual({ valid: true, body: { label: 'none' } });
});
