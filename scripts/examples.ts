/**
 * `npm run examples`: writes each operation's 200 examples (responses.200 ... examples.<name>, one per request
 * example, same name and summary) from what the service answers, the tools' (openapi/paths) and the compositions'
 * (openapi/paths/compose: batch, pipeline) alike, then run `npm run codegen`. The contract test
 * tests/contract/examples.test.ts fails when a documented answer and the service disagree.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseDocument } from 'yaml';
import { exampleAnswer } from './example-answers';

const pathsDir = join(__dirname, '..', 'openapi', 'paths');
const media = ['post', 'requestBody', 'content', 'application/json', 'examples'];
const answers = ['post', 'responses', '200', 'content', 'application/json', 'examples'];

async function main(): Promise<void> {
  const files = [pathsDir, join(pathsDir, 'compose')].flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => join(dir, name)),
  );
  for (const path of files) {
    const file = basename(path);
    const tool = file.replace(/\.yaml$/, '');
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
