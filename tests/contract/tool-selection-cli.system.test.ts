import { parseToolSelection } from '../../src/common/served-spec';
import { runCli } from '../support/cli-run';

// The CLI as a process under TOOLS (tool-selection.test.ts holds the service's side, in this process).

const INDIA = parseToolSelection('business-india', 'TOOLS');

describe('TOOLS in the CLI', () => {
  test('its help lists only the chosen tools, and a tool not chosen is unknown', async () => {
    const help = await runCli(['--help'], { env: { TOOLS: 'business-india' } });
    expect(help.code).toBe(0);
    for (const tool of INDIA) expect(help.stdout).toContain(`  ${tool} `);
    expect(help.stdout).not.toContain('uuid-generator');
    const refused = await runCli(['uuid-generator'], { env: { TOOLS: 'business-india' } });
    expect([refused.code, refused.stderr]).toEqual([2, expect.stringContaining('No tool is named "uuid-generator"')]);
    const bad = await runCli(['--help'], { env: { TOOLS: 'india' } });
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('TOOLS: "india" is neither a tool nor a tag')]);
  }, 60_000);
});
