import { loadTool, tags, tools as catalogue } from 'tools:catalogue';
import { toValidationErrors } from '../../src/calls/validation-errors';
import { apiUrl, basePath, isServed } from './served';
import { h } from './dom';
import { buildFields, readBody, type Field } from './form';
import { bodyToFragment, fragmentToBody, LinkError, MAX_LINK_CHARS } from './link';
import { manyAtOnce } from './many';
import { showPipeline } from './pipeline-page';
import { snippetTabs } from './snippets';
import type { ToolMeta, ToolModule } from './types';

const main = document.getElementById('main') as HTMLElement;
/** The tools this instance serves (TOOLS may choose fewer than the catalogue's). */
const tools = catalogue.filter((tool) => isServed(tool.slug));
const slug = decodeURIComponent(
  location.pathname
    .slice(basePath.length)
    .replace(/^\/tools\/?/, '')
    .replace(/\/$/, ''),
);

if (slug === '') showIndex();
else if (slug === 'pipeline') {
  void showPipeline(main);
  addEventListener('hashchange', () => void showPipeline(main));
} else {
  const tool = tools.find((candidate) => candidate.slug === slug);
  if (tool) {
    void showTool(tool);
    // Another link to this tool pasted into the address bar: the page takes its body (replaceState fires no hashchange).
    addEventListener('hashchange', () => void showTool(tool));
  } else showMissing(slug);
}

function showIndex(): void {
  document.title = 'Tools · Utility Tools';
  const search = h('input', { type: 'search', id: 'search', placeholder: 'GST, QR, JSON, cron…', autocomplete: 'off' });
  const count = h('p', { id: 'count', role: 'status', class: 'note' });
  const groups = tags
    .filter((tag) => tools.some((tool) => tool.tag === tag.name))
    .map((tag) => {
      const items = tools
        .filter((tool) => tool.tag === tag.name)
        .map((tool) =>
          h(
            'li',
            { 'data-search': `${tool.name} ${tool.slug} ${tool.purpose}`.toLowerCase() },
            h('a', { href: `${basePath}/tools/${tool.slug}` }, h('strong', {}, tool.name)),
            h('span', {}, tool.purpose),
          ),
        );
      return h(
        'section',
        { class: 'group' },
        h('h2', {}, tag.title),
        h('p', { class: 'note' }, tag.description),
        h('ul', { class: 'tool-list' }, ...items),
      );
    });
  const filter = () => {
    const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const item of main.querySelectorAll<HTMLElement>('li[data-search]')) {
      const match = words.every((word) => (item.dataset.search ?? '').includes(word));
      item.hidden = !match;
      if (match) shown += 1;
    }
    for (const group of groups) group.hidden = group.querySelectorAll('li:not([hidden])').length === 0;
    count.textContent = words.length === 0 ? '' : `${shown} of ${tools.length} tools match.`;
  };
  search.addEventListener('input', filter);
  main.replaceChildren(
    h('h1', {}, 'Tools'),
    h(
      'p',
      {},
      `${tools.length === 1 ? 'One everyday tool' : `${tools.length} everyday tools`} (${shownGroups(tools)}). Each one runs on this server and is also an API call: every page shows the same call as curl, SDK, CLI and MCP.`,
    ),
    h('label', { for: 'search' }, 'Search the tools'),
    search,
    count,
    ...groups,
    h(
      'section',
      { class: 'compose-links' },
      h('h2', {}, 'Many tools as one'),
      h(
        'p',
        { class: 'note' },
        h('a', { href: `${basePath}/tools/pipeline` }, h('strong', {}, 'Pipeline')),
        ': chain tools, each step taking values from the results before it (a GST bill, its total in words, a UPI QR for it). Every tool page also runs a pasted column of values at once.',
      ),
    ),
  );
}

function showMissing(name: string): void {
  document.title = 'No such tool · Utility Tools';
  main.replaceChildren(
    h('h1', {}, 'No such tool'),
    h('p', {}, `There is no tool called “${name}”. `, h('a', { href: `${basePath}/tools` }, 'See all tools.')),
  );
}

async function showTool(tool: ToolMeta): Promise<void> {
  document.title = `${tool.name} · Utility Tools`;
  main.replaceChildren(h('p', { role: 'status' }, 'Loading…'));
  let module: ToolModule;
  try {
    module = (await loadTool(tool.slug)) as ToolModule;
  } catch (error) {
    main.replaceChildren(
      h('h1', {}, tool.name),
      h('p', { role: 'alert' }, `This page could not load its tool (${(error as Error).message}). Reload to try again.`),
    );
    return;
  }
  const fields = buildFields(module.schema, tool.slug);
  const linked = await fragmentToBody(location.hash);
  if (linked && !(linked instanceof LinkError)) for (const field of fields) field.write(linked[field.name]);
  else
    for (const field of fields) if (field.takesExample && module.example[field.name] !== undefined) field.write(module.example[field.name]);
  const formError = h('div', { class: 'form-error', role: 'alert', hidden: true });
  const submit = h('button', { type: 'submit' }, 'Run');
  const linkButton = h('button', { type: 'button', class: 'secondary' }, 'Copy link');
  const required = module.schema.required?.length ? h('p', { class: 'note' }, 'Fields marked * are required.') : '';
  const form = h(
    'form',
    { novalidate: true, 'aria-describedby': 'purpose' },
    required,
    ...fields.map((field) => field.element),
    formError,
    h('div', { class: 'actions' }, submit, linkButton),
  );
  const status = h('p', { role: 'status', class: 'status' });
  const output = h('div', { class: 'output', 'aria-live': 'polite' });
  const calls = snippetTabs();
  const touched = new Set<string>();
  main.replaceChildren(
    h('nav', { 'aria-label': 'Breadcrumb', class: 'crumbs' }, h('a', { href: `${basePath}/tools` }, 'Tools'), ' / ', tool.name),
    h('h1', {}, tool.name),
    h('p', { id: 'purpose' }, tool.purpose),
    form,
    status,
    output,
    manyAtOnce(tool, module, fields),
    calls.element,
  );
  // Each Run gets a number; an answer that arrives after the form changed (a later number) is dropped, never drawn.
  let generation = 0;
  const check = (all: boolean): Record<string, unknown> | undefined => {
    const body = readBody(fields);
    calls.update(tool, body);
    for (const field of fields) field.showNotice(body);
    const copy = structuredClone(body);
    const valid = module.validate(copy);
    const errors = valid ? [] : toValidationErrors((module.validate.errors ?? []) as never).entries;
    // What the page knows first (a required field left empty, an amount that is not one) stands in for the schema's words.
    const problems = fields.flatMap((field) => {
      const problem = field.problem();
      return problem === undefined ? [] : [{ pointer: `/${field.name}`, message: problem }];
    });
    const own = new Set(problems.map((problem) => problem.pointer));
    showErrors(fields, formError, [...problems, ...errors.filter((error) => !own.has(error.pointer))], all ? undefined : touched);
    return valid && problems.length === 0 ? body : undefined;
  };
  // A result belongs to the values it was made from: the moment the form changes, it goes, and the status says why.
  const changed = () => {
    if (output.childElementCount === 0 && status.textContent === '') return;
    generation += 1;
    output.replaceChildren();
    status.textContent = 'The form has changed: press Run for a new result.';
  };
  // As you type, once the typing pauses: a megabyte of text is not re-validated and re-quoted four times per key.
  let pending: ReturnType<typeof setTimeout> | undefined;
  const checkSoon = () => {
    clearTimeout(pending);
    pending = setTimeout(() => check(false), 120);
  };
  form.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) touched.add(name);
    changed();
    checkSoon();
  });
  // Selects, boxes and pickers send `input` too; `change` alone (a text field left) is no new value.
  form.addEventListener('change', checkSoon);
  linkButton.addEventListener('click', () => void copyLink(readBody(fields), linkButton, status));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(pending);
    generation += 1;
    const body = check(true);
    if (!body) {
      output.replaceChildren();
      status.textContent = 'Fix the marked fields first: nothing was sent.';
      fields.find((field) => field.element.querySelector('[aria-invalid="true"]'))?.focusable.focus();
      return;
    }
    const mine = generation;
    void run(tool, body, fields, formError, status, output, module, () => mine === generation);
  });
  check(false);
  if (linked instanceof LinkError) status.textContent = `This link could not be opened (${linked.message}): the form shows the example.`;
  else if (linked) {
    const unknown = Object.keys(linked).filter((name) => !fields.some((field) => field.name === name));
    // A link opens its result: the same Run a press would make (a body the schema refuses shows its errors instead).
    form.requestSubmit();
    if (unknown.length > 0) status.textContent += ` The link also held ${unknown.join(', ')}, which this tool does not take: left out.`;
  }
}

/** Puts the form's body in the address bar's fragment and copies the link; a body too long for a link says so. */
async function copyLink(body: Record<string, unknown>, button: HTMLButtonElement, status: HTMLElement): Promise<void> {
  const fragment = await bodyToFragment(body);
  const link = `${location.origin}${location.pathname}#${fragment}`;
  if (link.length > MAX_LINK_CHARS) {
    status.textContent = `This form is too long to share as a link (${link.length.toLocaleString('en-IN')} characters; at most ${MAX_LINK_CHARS.toLocaleString('en-IN')}).`;
    return;
  }
  history.replaceState(null, '', `#${fragment}`);
  try {
    await navigator.clipboard.writeText(link);
    button.textContent = 'Link copied';
  } catch {
    button.textContent = 'Copy the address bar';
  }
  setTimeout(() => (button.textContent = 'Copy link'), 1500);
}

function showErrors(
  fields: Field[],
  formError: HTMLElement,
  errors: Array<{ pointer: string; message: string }>,
  only?: Set<string>,
): void {
  const byField = new Map<string, string>();
  const rest: string[] = [];
  for (const { pointer, message } of errors) {
    const name = pointer.split('/')[1] ?? '';
    if (fields.some((field) => field.name === name)) byField.set(name, byField.has(name) ? `${byField.get(name)}; ${message}` : message);
    else rest.push(pointer === '' ? message : `${pointer} ${message}`);
  }
  for (const field of fields) field.showError(only && !only.has(field.name) ? undefined : byField.get(field.name));
  formError.hidden = rest.length === 0;
  formError.textContent = rest.join(' ');
}

/** The service's words with its field names as the page labels them: "payeeVpa is not…" reads "Payee's UPI ID is not…". */
function inLabels(fields: Field[], text: string): string {
  // Only names no sentence uses as a word (payeeVpa, amountPaise): "text" or "mode" stay as written.
  return fields
    .filter((field) => /[A-Z]/.test(field.name))
    .reduce((said, field) => said.replace(new RegExp(`\\b${field.name}\\b`, 'g'), `“${field.label}”`), text);
}

interface Problem {
  title?: string;
  detail?: string;
  recovery?: string;
  code?: string;
  errors?: Array<{ pointer: string; message: string }>;
}

async function run(
  tool: ToolMeta,
  body: Record<string, unknown>,
  fields: Field[],
  formError: HTMLElement,
  status: HTMLElement,
  output: HTMLElement,
  module: ToolModule,
  current: () => boolean,
): Promise<void> {
  status.textContent = 'Working…';
  output.replaceChildren();
  let response: Response;
  let answer: { result?: Record<string, unknown> } & Problem;
  try {
    response = await fetch(`${apiUrl}/${tool.slug}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    if (current()) status.textContent = `The service could not be reached: ${(error as Error).message}`;
    return;
  }
  if (!current()) return;
  if (!response.ok) {
    status.textContent = `${response.status} ${answer.title ?? 'Problem'}${answer.code ? ` (${answer.code})` : ''}`;
    if (answer.errors) showErrors(fields, formError, answer.errors);
    output.replaceChildren(
      h(
        'div',
        { class: 'problem', role: 'alert' },
        h('p', {}, inLabels(fields, answer.detail ?? '')),
        answer.recovery ? h('p', {}, h('strong', {}, 'What to do: '), inLabels(fields, answer.recovery)) : null,
      ),
    );
    return;
  }
  status.textContent = 'Done.';
  const result = answer.result ?? {};
  const raw = h('pre', { class: 'code', tabindex: 0, id: 'raw-json', hidden: true }, JSON.stringify(answer, null, 2));
  const toggle = h(
    'button',
    { type: 'button', class: 'secondary', 'aria-expanded': 'false', 'aria-controls': 'raw-json' },
    'Show the raw JSON',
  );
  toggle.addEventListener('click', () => {
    raw.hidden = !raw.hidden;
    toggle.setAttribute('aria-expanded', String(!raw.hidden));
    toggle.textContent = raw.hidden ? 'Show the raw JSON' : 'Hide the raw JSON';
  });
  const warnings = Array.isArray(result.warnings) ? (result.warnings as Array<{ message: string }>) : [];
  output.replaceChildren(
    h('h2', {}, 'Result'),
    h('div', { class: 'rendered' }, module.render(result, body)),
    warnings.length > 0
      ? h('ul', { class: 'warnings', 'aria-label': 'Warnings' }, ...warnings.map((warning) => h('li', {}, warning.message)))
      : '',
    h('div', { class: 'actions' }, toggle),
    raw,
  );
}

/** The groups this instance serves, in the index's order: "Business in India, For developers and Data". */
function shownGroups(served: ToolMeta[]): string {
  const titles = tags.filter((tag) => served.some((tool) => tool.tag === tag.name)).map((tag) => tag.title);
  return titles.length < 2 ? titles.join('') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}
