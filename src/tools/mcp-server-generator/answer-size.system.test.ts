import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('mcp-server-generator', {
  cases: [
    {
      name: '200 tools with 20 parameters each',
      body: {
        text: Array.from(
          { length: 200 },
          (_, i) => `tool_${i}(${Array.from({ length: 20 }, (_, j) => `p${j}: "a"|"b"`).join(', ')}): does ${i}`,
        ).join('\n'),
      },
    },
    {
      name: 'an OpenAPI document whose refs expand close to the node budget',
      body: {
        text: JSON.stringify({
          openapi: '3.1.0',
          info: { title: 'x', version: '1' },
          paths: Object.fromEntries(
            Array.from({ length: 200 }, (_, i) => [
              `/r${i}`,
              {
                post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } }, responses: {} },
              },
            ]),
          ),
          components: {
            schemas: {
              A: {
                type: 'object',
                properties: Object.fromEntries(
                  Array.from({ length: 60 }, (_, i) => [`f${i}`, { type: 'string', description: 'x'.repeat(100) }]),
                ),
              },
            },
          },
        }),
      },
    },
  ],
});
