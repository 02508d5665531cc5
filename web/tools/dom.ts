import { formatPaise } from '../../src/tools/shared/money';
/** A small element builder: tag, attributes (`on…` functions become listeners), children (strings become text). */
type Child = Node | string | false | null | undefined;
type Attributes = Record<string, string | number | boolean | ((event: Event) => void) | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, String(value));
  }
  for (const child of children) if (child !== false && child !== null && child !== undefined) element.append(child);
  return element;
}

/** A button that copies `text()` and says so, for a moment, in its own label (read out by screen readers). */
export function copyButton(text: () => string, label = 'Copy'): HTMLButtonElement {
  const button = h('button', { type: 'button', class: 'secondary' }, label);
  button.addEventListener('click', () => {
    void navigator.clipboard.writeText(text()).then(
      () => flash(button, 'Copied', label),
      () => flash(button, 'Copy failed: select the text', label),
    );
  });
  return button;
}

function flash(button: HTMLButtonElement, said: string, label: string): void {
  button.textContent = said;
  setTimeout(() => (button.textContent = label), 1500);
}

/** A link that downloads `content` as a file made in the page (no request leaves it). */
export function downloadLink(name: string, content: BlobPart, type: string, label = `Download ${name}`): HTMLAnchorElement {
  const link = h('a', { class: 'button secondary', download: name, href: '#' }, label);
  link.addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([content], { type }));
    link.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  });
  return link;
}

/** Whole paise as the service writes money: Indian grouping, two decimals (12345678 → "₹1,23,456.78"). */
export const rupees = (paise: number): string => formatPaise(paise, true);

/** A definition list of label/value rows, each value with a copy button when asked. */
export function facts(rows: Array<[string | Node, string | Node, boolean?]>): HTMLDListElement {
  const list = h('dl', { class: 'facts' });
  for (const [label, value, copy] of rows) {
    const text = typeof value === 'string' ? value : (value.textContent ?? '');
    list.append(
      h('dt', {}, label),
      h('dd', {}, typeof value === 'string' ? h('span', { class: 'value' }, value) : value, copy ? copyButton(() => text) : null),
    );
  }
  return list;
}

/** Code in a <pre>, highlighted lightly (strings, numbers, comments, keywords), with copy and download. */
export function codeBlock(code: string, fileName: string, language: string): HTMLElement {
  const pre = h('pre', { class: 'code', tabindex: 0, 'aria-label': `${language} code` });
  pre.append(...highlight(code));
  return h(
    'figure',
    { class: 'code-figure' },
    h(
      'div',
      { class: 'actions' },
      copyButton(() => code, 'Copy code'),
      downloadLink(fileName, code, 'text/plain'),
    ),
    pre,
  );
}

const TOKENS =
  /(\/\/[^\n]*|#[^\n]*|\/\*[\s\S]*?\*\/)|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`]*`)|\b(\d+(?:\.\d+)?)\b|\b(import|export|from|const|let|var|function|func|return|if|else|for|package|type|struct|interface|class|def|await|async|new|true|false|null|nil|None|True|False|public|private|string|number|boolean|int|float|bool)\b/g;

/** Above this, code is shown plain: a span per token of a megabyte would cost the page seconds. */
const HIGHLIGHT_LIMIT = 200_000;

function highlight(code: string): Node[] {
  if (code.length > HIGHLIGHT_LIMIT) return [document.createTextNode(code)];
  const nodes: Node[] = [];
  let last = 0;
  for (const match of code.matchAll(TOKENS)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(document.createTextNode(code.slice(last, index)));
    const kind = match[1] ? 'comment' : match[2] ? 'string' : match[3] ? 'number' : 'keyword';
    nodes.push(h('span', { class: `tok-${kind}` }, match[0]));
    last = index + match[0].length;
  }
  if (last < code.length) nodes.push(document.createTextNode(code.slice(last)));
  return nodes;
}
