import { exampleAnswer } from '../../scripts/example-answers';
import { specCompositions, specTools, toolSpec } from '../support/spec';
import { statusValidator } from '../support/answers';

type Examples = Record<string, { summary?: string; value: unknown }>;

function answerExamples(tool: string): Examples {
  const responses = toolSpec(tool).operation.responses as Record<string, { content: Record<string, { examples?: Examples }> }>;
  return responses['200']?.content['application/json']?.examples ?? {};
}

// The docs page shows these answers: each must be what the service really returns for the request example of the
// same name (clock and randomness pinned by exampleAnswer), and what the operation's 200 schema describes. The
// compositions (batch, pipeline) are held to it as the tools are. `npm run examples` rewrites them after a deliberate change.
describe.each([...specTools, ...specCompositions])('%s', (tool) => {
  const requests = toolSpec(tool).examples;

  test('has a request example, and a 200 example under the same name and summary for each', () => {
    expect(Object.keys(requests).length).toBeGreaterThan(0);
    const answers = answerExamples(tool);
    expect(Object.keys(answers).sort()).toEqual(Object.keys(requests).sort());
    for (const [name, example] of Object.entries(requests)) expect(answers[name]?.summary).toBe(example.summary);
  });

  test('each documented answer is valid against the 200 schema', () => {
    const validate = statusValidator(tool, 200);
    for (const [name, example] of Object.entries(answerExamples(tool)))
      expect([name, validate(example.value) ? [] : validate.errors?.slice(0, 3)]).toEqual([name, []]);
  });

  test.each(Object.keys(requests))('the documented answer to "%s" is what the service returns', async (name) => {
    const answer = await exampleAnswer(tool, requests[name]?.value);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(answerExamples(tool)[name]?.value);
  });
});
