/**
 * `npm run examples`: writes each operation's 200 examples (responses.200 ... examples.<name>, one per request
 * example, same name and summary) from what the service answers, then run `npm run codegen`. The contract test
 * tests/contract/examples.test.ts fails when a documented answer and the service disagree.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { exampleAnswer } from './example-answers';

const pathsDir = join(__dirname, '..', 'openapi', 'paths');
const media = ['post', 'requestBody', 'content', 'application/json', 'examples'];
const answers = ['post', 'responses', '200', 'content', 'application/json', 'examples'];

async function main(): Promise<void> {
  for (const file of readdirSync(pathsDir).filter((name) => name.endsWith('.yaml'))) {
    const tool = file.replace(/\.yaml$/, '');
    const path = join(pathsDir, file);
    const document = parseDocument(readFileSync(path, 'utf8'));
    const requests = (document.getIn(media) as { toJSON(): Record<string, { summary?: string; value: unknown }> }).toJSON();
    const written: Record<string, { summary?: string; value: unknown }> = {};
    for (const [name, example] of Object.entries(requests)) {
      const answer = await exampleAnswer(tool, example.value);
      if (answer.status !== 200) throw new Error(`${tool} example "${name}" answers ${answer.status}: ${JSON.stringify(answer.body)}`);
      written[name] = { ...(example.summary ? { summary: example.summary } : {}), value: answer.body };
    }
    document.setIn(answers, document.createNode(written));
    writeFileSync(path, document.toString({ lineWidth: 0 }));
    console.log(`${file}: ${Object.keys(written).length} answer examples`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
