import { apiUrl, basePath, isServed } from './served';
import { codeBlock, h } from './dom';
import { bodyToFragment, fragmentToBody, LinkError, MAX_LINK_CHARS } from './link';

/**
 * /tools/pipeline: run a saved pipeline (the body of POST /api/v1/pipeline). Pick one of the spec's recipes or paste
 * your own JSON, Run, and read each run's steps (status, result or problem). Copy link puts the pipeline in the
 * address (the tool pages' link format), so a recipe can be shared and run again.
 */

interface StepAnswer {
  index: number;
  tool: string;
  status: number;
  result?: unknown;
  problem?: { title?: string; detail?: string; code?: string };
}
interface PipelineAnswer {
  runs?: Array<{ index?: number; steps: StepAnswer[] }>;
  title?: string;
  detail?: string;
  code?: string;
  errors?: Array<{ pointer: string; message: string }>;
}

export async function showPipeline(main: HTMLElement): Promise<void> {
  document.title = 'Pipeline · Utility Tools';
  const { recipes: saved } = await import('tools:recipes');
  // The recipes whose every step is a tool this instance serves (TOOLS may choose fewer).
  const recipes = saved.filter((recipe) => (recipe.value as { steps: Array<{ tool: string }> }).steps.every(({ tool }) => isServed(tool)));
  const linked = await fragmentToBody(location.hash);
  const area = h('textarea', { id: 'pipeline-json', rows: 16, spellcheck: 'false', class: 'mono', 'aria-describedby': 'pipeline-help' });
  const show = (value: unknown) => void (area.value = JSON.stringify(value, null, 2));
  const pick = h(
    'select',
    { id: 'pipeline-recipe' },
    ...(recipes.length > 0
      ? recipes.map((recipe, index) => h('option', { value: String(index) }, recipe.summary))
      : [h('option', { value: '' }, 'None uses only the tools served here')]),
  );
  pick.addEventListener('change', () => show(recipes[Number(pick.value)]?.value));
  show(linked && !(linked instanceof LinkError) ? linked : (recipes[0]?.value ?? { steps: [] }));
  const run = h('button', { type: 'submit' }, 'Run');
  const copy = h('button', { type: 'button', class: 'secondary' }, 'Copy link');
  const status = h('p', { role: 'status', class: 'status' });
  const output = h('div', { class: 'output', 'aria-live': 'polite' });
  const form = h(
    'form',
    { novalidate: true },
    h('label', { for: 'pipeline-recipe' }, 'A saved recipe'),
    pick,
    h('label', { for: 'pipeline-json' }, 'The pipeline (JSON)'),
    area,
    h(
      'p',
      { id: 'pipeline-help', class: 'note' },
      'Steps run in order; {"$from": "/0/result/totalPaise"} takes a value from an earlier step\u2019s result, and "each" runs the steps once per item. Every pointer is checked before anything runs.',
    ),
    h('div', { class: 'actions' }, run, copy),
  );
  main.replaceChildren(
    h('nav', { 'aria-label': 'Breadcrumb', class: 'crumbs' }, h('a', { href: `${basePath}/tools` }, 'Tools'), ' / Pipeline'),
    h('h1', {}, 'Pipeline'),
    h('p', { id: 'purpose' }, 'Chain tools: each step takes values from the results before it.'),
    form,
    status,
    output,
  );
  if (linked instanceof LinkError) status.textContent = `This link could not be opened (${linked.message}): the first recipe is shown.`;

  const document_ = (): Record<string, unknown> | undefined => {
    try {
      const value: unknown = JSON.parse(area.value);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // said below
    }
    status.textContent = 'The pipeline is not a JSON object: fix it first (nothing was sent).';
    return undefined;
  };
  area.addEventListener('input', () => {
    output.replaceChildren();
    status.textContent = '';
  });
  copy.addEventListener('click', () => {
    const body = document_();
    if (!body) return;
    void bodyToFragment(body).then(async (fragment) => {
      const link = `${location.origin}${location.pathname}#${fragment}`;
      if (link.length > MAX_LINK_CHARS) return void (status.textContent = 'This pipeline is too long to share as a link.');
      history.replaceState(null, '', `#${fragment}`);
      await navigator.clipboard.writeText(link).then(
        () => (copy.textContent = 'Link copied'),
        () => (copy.textContent = 'Copy the address bar'),
      );
      setTimeout(() => (copy.textContent = 'Copy link'), 1500);
    });
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const body = document_();
    if (body) void send(body, status, output);
  });
  if (linked && !(linked instanceof LinkError)) form.requestSubmit();
}

async function send(body: Record<string, unknown>, status: HTMLElement, output: HTMLElement): Promise<void> {
  status.textContent = 'Working…';
  output.replaceChildren();
  let response: Response;
  let answer: PipelineAnswer;
  try {
    response = await fetch(`${apiUrl}/pipeline`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    answer = (await response.json()) as PipelineAnswer;
  } catch (error) {
    status.textContent = `The service could not be reached: ${(error as Error).message}`;
    return;
  }
  if (!response.ok || !answer.runs) {
    status.textContent = `${response.status} ${answer.title ?? 'Problem'}${answer.code ? ` (${answer.code})` : ''}`;
    output.replaceChildren(
      h(
        'div',
        { class: 'problem', role: 'alert' },
        h('p', {}, answer.detail ?? ''),
        answer.errors?.length
          ? h('ul', {}, ...answer.errors.map((error) => h('li', {}, h('code', {}, error.pointer || '/'), ` ${error.message}`)))
          : '',
      ),
    );
    return;
  }
  const steps = answer.runs.flatMap((entry) => entry.steps);
  const failed = steps.filter((step) => step.status !== 200).length;
  status.textContent = `Done: ${answer.runs.length} run${answer.runs.length === 1 ? '' : 's'}, ${steps.length - failed} of ${steps.length} steps answered.`;
  output.replaceChildren(
    ...answer.runs.map((entry, runIndex) =>
      h(
        'section',
        { class: 'run', 'aria-label': `Run ${runIndex + 1}` },
        answer.runs && answer.runs.length > 1 ? h('h2', {}, `Run ${runIndex + 1}`) : h('h2', {}, 'Steps'),
        h(
          'ol',
          { class: 'steps', start: 0 },
          ...entry.steps.map((step) =>
            h(
              'li',
              { class: step.status === 200 ? 'step' : 'step failed' },
              h('strong', {}, `${step.tool}: ${step.status}`),
              step.result !== undefined
                ? codeBlock(JSON.stringify(step.result, null, 2), `step-${step.index}-${step.tool}.json`, 'JSON')
                : h(
                    'p',
                    { class: 'problem' },
                    `${step.problem?.title ?? 'Problem'}${step.problem?.code ? ` (${step.problem.code})` : ''}: ${step.problem?.detail ?? ''}`,
                  ),
            ),
          ),
        ),
      ),
    ),
  );
}
