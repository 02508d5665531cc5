import { apiUrl, basePath } from './served';
import { copyButton, h } from './dom';
import type { ToolMeta } from './types';

/** A single-quoted shell word (a ' inside becomes '\''). */
const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The current form's call, four ways: curl, the SDK, the CLI and MCP, each from the very body the form would send. */
function snippets(tool: ToolMeta, body: Record<string, unknown>, origin: string): Array<{ name: string; code: string }> {
  const json = JSON.stringify(body);
  const pretty = JSON.stringify(body, null, 2);
  return [
    {
      name: 'curl',
      code: `curl -X POST ${shellWord(`${origin}${apiUrl}/${tool.slug}`)} \\\n  -H 'Content-Type: application/json' \\\n  -d ${shellWord(json)}`,
    },
    {
      name: 'SDK',
      code: `import { createClient } from '@utility-tools/sdk';\n\nconst client = createClient({ baseUrl: ${JSON.stringify(`${origin}${basePath}`)} });\nconst result = await client.tool(${JSON.stringify(tool.slug)}, ${pretty.replaceAll('\n', '\n')});\nconsole.log(result);`,
    },
    { name: 'CLI', code: `npx @utility-tools/api ${tool.slug} --json ${shellWord(json)} --url ${shellWord(`${origin}${basePath}`)}` },
    {
      name: 'MCP',
      code: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool.operationId, arguments: body } }, null, 2),
    },
  ];
}

/** The snippets as tabs (arrow keys move between them, as the ARIA tabs pattern says). */
export function snippetTabs(): { element: HTMLElement; update(tool: ToolMeta, body: Record<string, unknown>): void } {
  const list = h('div', { role: 'tablist', 'aria-label': 'The same call as code' });
  const panels = h('div', { class: 'snippet-panels' });
  const element = h(
    'section',
    { class: 'snippets', 'aria-labelledby': 'snippets-heading' },
    h('h2', { id: 'snippets-heading' }, 'The same call from code'),
    list,
    panels,
  );
  let selected = 0;
  const update = (tool: ToolMeta, body: Record<string, unknown>) => {
    const all = snippets(tool, body, location.origin);
    list.replaceChildren();
    panels.replaceChildren();
    const tabs = all.map(({ name }, index) =>
      h(
        'button',
        {
          type: 'button',
          role: 'tab',
          id: `tab-${index}`,
          'aria-controls': `panel-${index}`,
          'aria-selected': String(index === selected),
          tabindex: index === selected ? 0 : -1,
        },
        name,
      ),
    );
    all.forEach(({ code, name }, index) => {
      const pre = h('pre', { class: 'code', tabindex: 0, 'aria-label': `${name} call` }, code);
      panels.append(
        h(
          'div',
          { role: 'tabpanel', id: `panel-${index}`, 'aria-labelledby': `tab-${index}`, hidden: index !== selected },
          h(
            'div',
            { class: 'actions' },
            copyButton(() => code, `Copy ${name}`),
          ),
          pre,
        ),
      );
    });
    const choose = (index: number) => {
      selected = index;
      tabs.forEach((tab, i) => {
        tab.setAttribute('aria-selected', String(i === index));
        tab.tabIndex = i === index ? 0 : -1;
      });
      [...panels.children].forEach((panel, i) => ((panel as HTMLElement).hidden = i !== index));
    };
    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => choose(index));
      tab.addEventListener('keydown', (event) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
        if (step === 0) return;
        const next = (index + step + tabs.length) % tabs.length;
        choose(next);
        tabs[next]?.focus();
      });
    });
    list.append(...tabs);
  };
  return { element, update };
}
