import { FAVICON_LINK } from './pages';
import { apiRoot } from '../../common/api-root';
import { prefixedLinks } from '../../common/base-path';

/**
 * GET /try: a console that sends any tool's request from the browser. It reads the served spec (same origin), lists
 * the tools and each one's request examples, lets the body be edited, POSTs it and shows the status, the request id
 * and the answer, problems included. One self-contained page: its script is inline (allowed by hash in its CSP),
 * it loads nothing from elsewhere and connects only to its own origin.
 * Under BASE_PATH (`basePath`, empty at the root) its links and the URLs its script fetches carry the prefix.
 */
export function tryPage(basePath: string): string {
  const api = `${basePath}${apiRoot}`;
  return prefixedLinks(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Try the Utility Tools API</title>
${FAVICON_LINK}
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem 1.5rem; color: #1d2330; }
  h1 { font-size: 1.4rem; } label { display: block; font-weight: 600; margin: .8rem 0 .3rem; }
  select, textarea, button { font: inherit; } select { min-width: min(22rem, 100%); max-width: 100%; }
  textarea { width: 100%; min-height: 12rem; font-family: ui-monospace, monospace; font-size: 13px; box-sizing: border-box; }
  button { margin-top: .8rem; padding: .4rem 1.4rem; background: #1d4ed8; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  pre { background: #f4f5f7; padding: .8rem; overflow: auto; max-height: 30rem; font-size: 13px; }
  #status.ok { color: #15803d; } #status.problem { color: #b91c1c; } #summary { color: #4b5563; }
  header.site { display: flex; flex-wrap: wrap; gap: 0 1rem; align-items: baseline; border-bottom: 1px solid #d8dbe2; padding-bottom: .5rem; }
  header.site .brand { font-weight: 700; color: inherit; text-decoration: none; } header.site nav { display: flex; gap: 1rem; }
</style>
</head>
<body>
<header class="site"><a href="/tools" class="brand">Utility Tools</a><nav aria-label="Site"><a href="/tools">Tools</a><a href="/docs">API docs</a><a href="/try" aria-current="page">Try the API</a></nav></header>
<h1>Try the Utility Tools API</h1>
<p>Pick a tool and one of its examples from the <a href="/docs">documentation</a>, edit the JSON body, and send it to <code>POST ${api}/{tool}</code> on this server. Rather fill in a form? <a href="/tools">Each tool has its own page</a>.</p>
<label for="tool">Tool</label>
<select id="tool"></select>
<p id="summary"></p>
<label for="example">Example</label>
<select id="example"></select>
<label for="body">Request body (JSON)</label>
<textarea id="body" spellcheck="false"></textarea>
<button id="send" type="button">Send</button>
<p id="status" role="status"></p>
<pre id="answer" aria-live="polite"></pre>
<script>
(async () => {
  const $ = (id) => document.getElementById(id);
  const fail = (what, detail) => {
    $('status').textContent = what + ': ' + detail;
    $('status').className = 'problem';
  };
  let spec;
  try {
    const response = await fetch('${api}/openapi.json');
    const text = await response.text();
    if (!response.ok) {
      let problem = {};
      try { problem = JSON.parse(text); } catch (_) {}
      return fail('The API description could not be loaded (' + response.status + ')', [problem.detail, problem.recovery].filter(Boolean).join(' ') || text.slice(0, 200));
    }
    spec = JSON.parse(text);
  } catch (error) {
    return fail('The API description could not be loaded', error.message);
  }
  const tools = Object.entries(spec.paths).map(([path, item]) => ({ tool: path.slice(1), op: item.post })).filter((t) => t.op);
  for (const { tool } of tools) $('tool').add(new Option(tool, tool));
  const chosen = () => tools.find((t) => t.tool === $('tool').value);
  const showExamples = () => {
    const { op } = chosen();
    $('summary').textContent = (op.description || '').split('\\n')[0].replace(/\\*\\*/g, '');
    const examples = op.requestBody?.content?.['application/json']?.examples || {};
    $('example').replaceChildren(...Object.entries(examples).map(([name, ex]) => new Option(ex.summary || name, name)));
    showBody();
  };
  const showBody = () => {
    const examples = chosen().op.requestBody?.content?.['application/json']?.examples || {};
    const example = examples[$('example').value];
    $('body').value = JSON.stringify(example ? example.value : {}, null, 2);
  };
  $('tool').addEventListener('change', showExamples);
  $('example').addEventListener('change', showBody);
  $('send').addEventListener('click', async () => {
    $('status').textContent = 'Sending...';
    $('status').className = '';
    try {
      const response = await fetch('${api}/' + chosen().tool, { method: 'POST', headers: { 'content-type': 'application/json' }, body: $('body').value });
      const text = await response.text();
      let shown = text;
      try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch (_) {}
      $('status').textContent = response.status + ' ' + (response.ok ? 'OK' : 'problem') + ' (request id ' + response.headers.get('x-request-id') + ')';
      $('status').className = response.ok ? 'ok' : 'problem';
      $('answer').textContent = shown;
    } catch (error) {
      $('status').textContent = 'The request failed: ' + error.message;
      $('status').className = 'problem';
    }
  });
  const wanted = new URLSearchParams(location.search).get('tool');
  if (wanted && tools.some((t) => t.tool === wanted)) $('tool').value = wanted;
  showExamples();
})();
</script>
</body>
</html>
`,
    basePath,
  );
}
