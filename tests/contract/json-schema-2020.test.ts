import type { ValidateFunction } from 'ajv';
import ts from 'typescript';
import { requestValidatorModule } from '../../scripts/validator-code';

// openapi-backend ships draft-07 Ajv; OpenAPI 3.1 schemas are JSON Schema 2020-12. If codegen's validators were
// compiled by a draft-07 Ajv, keywords that only exist in 2019-09/2020-12 would stop being enforced: these tests
// compile a spec of one operation as codegen does and run the module it writes.
const fixture = {
  paths: {
    '/probe': {
      post: {
        operationId: 'probe',
        requestBody: {
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
      },
    },
  },
};

/** The module codegen would write for the fixture, loaded as CommonJS (what tsc makes of it). */
function generatedProbe(): ValidateFunction {
  const source = ts.transpileModule(requestValidatorModule(fixture, ''), { compilerOptions: { module: ts.ModuleKind.CommonJS } });
  const module = { exports: {} as Record<string, ValidateFunction> };
  new Function('module', 'exports', 'require', source.outputText)(module, module.exports, require);
  return module.exports.probe as ValidateFunction;
}
const probe = generatedProbe();

async function validate(body: Record<string, unknown>) {
  const errors = probe(body) ? [] : (probe.errors ?? []);
  return errors.length === 0 ? { valid: true, body } : { valid: false, errors: errors.map((e) => `${e.instancePath} ${e.keyword}`) };
}

test('prefixItems (2020-12) is enforced', async () => {
  expect(await validate({ pair: ['a', 1] })).toMatchObject({ valid: true });
  expect(await validate({ pair: [1, 'a'] })).toMatchObject({ valid: false, errors: expect.arrayContaining(['/pair/0 type']) });
  expect(await validate({ pair: ['a', 1, 'extra'] })).toMatchObject({ valid: false });
});

test('dependentRequired (2019-09+) is enforced', async () => {
  expect(await validate({ card: '4111', cvv: '123' })).toMatchObject({ valid: true });
  expect(await validate({ card: '4111' })).toMatchObject({ valid: false, errors: [' dependentRequired'] });
});

test('defaults from the schema are applied before the handler sees the body', async () => {
  expect(await validate({})).toEqual({ valid: true, body: { label: 'none' } });
});
