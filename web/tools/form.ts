import { h, rupees } from './dom';
import type { PropertySchema, RequestSchema } from './types';

/** One form control for one request property: it reads the value the body would carry and shows that field's error. */
export interface Field {
  name: string;
  element: HTMLElement;
  /** The control that takes focus when the field has an error. */
  focusable: HTMLElement;
  read(): unknown;
  write(value: unknown): void;
  showError(message: string | undefined): void;
}

const MONEY = /Paise$/;
/** A string that may be longer than this is edited in a text area (a document, a token, a command), else in one line. */
const LONG_TEXT = 512;
/** Units shown beside a number, by property name. */
const UNITS: Record<string, string> = {
  ratePerGram: '₹ per gram',
  grams: 'grams',
  fromMs: 'ms since 1970 (UTC)',
  makingValue: '% or ₹ per gram',
};

/** "amountPaise" → "Amount", "payeeVpa" → "Payee VPA". */
function labelOf(name: string): string {
  const words = name
    .replace(MONEY, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\bVpa\b/, 'VPA')
    .replace(/\bMs\b/, '(ms)')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1).replace(/\bvpa\b/, 'VPA');
}

const typesOf = (schema: PropertySchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** The form for an operation's request schema, in the schema's property order. */
export function buildFields(schema: RequestSchema, slug: string): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => fieldFor(slug, name, property, required.has(name)));
}

function fieldFor(slug: string, name: string, schema: PropertySchema, required: boolean): Field {
  const id = `field-${name}`;
  const error = h('p', { class: 'field-error', id: `${id}-error`, role: 'alert', hidden: true });
  const hint = h('p', { class: 'hint', id: `${id}-hint` }, hintOf(name, schema, required));
  const describedBy = `${id}-hint ${id}-error`;
  const control = controlFor(slug, name, schema, required, id, describedBy);
  const label =
    control.kind === 'group'
      ? null
      : h(
          'label',
          { for: id },
          labelOf(name),
          MONEY.test(name) ? ' (₹)' : '',
          required ? h('span', { class: 'required', 'aria-hidden': 'true' }, ' *') : '',
        );
  const element = h('div', { class: `field field-${control.kind}` }, label ?? '', control.element, hint, error);
  return {
    name,
    element,
    focusable: control.focusable,
    read: control.read,
    write: control.write,
    showError(message) {
      error.hidden = message === undefined;
      error.textContent = message === undefined ? '' : `${labelOf(name)} ${inRupees(name, message)}`;
      control.focusable.setAttribute('aria-invalid', String(message !== undefined));
    },
  };
}

/** The API's bound on a paise field, with the rupees the form shows beside it: "must be <= 10000000000 (paise: ₹10,00,00,000.00)". */
function inRupees(name: string, message: string): string {
  const bound = MONEY.test(name) ? /^must be [<>]=? (\d+)$/.exec(message) : null;
  return bound ? `${message} (paise: ${rupees(Number(bound[1]))})` : message;
}

function hintOf(name: string, schema: PropertySchema, required: boolean): string {
  const parts: string[] = [];
  const money = MONEY.test(name);
  // The spec's first sentence, its `code` marks dropped; for money, in the rupees the field takes.
  if (money) parts.push('In rupees and paise (the API takes it as whole paise).');
  else if (schema.description) parts.push((schema.description.split(/(?<=\.)\s/)[0] ?? '').replaceAll('`', ''));
  const show = (n: number) => (money ? rupees(n) : n.toLocaleString('en-IN'));

  if (schema.minimum !== undefined && schema.maximum !== undefined)
    parts.push(`From ${show(schema.minimum)} to ${show(schema.maximum)}${UNITS[name] ? ` (${UNITS[name]})` : ''}.`);
  if (schema.maxLength !== undefined && schema.maxLength > LONG_TEXT)
    parts.push(`Up to ${schema.maxLength.toLocaleString('en-IN')} characters.`);
  if (schema.default !== undefined) parts.push(`Default ${JSON.stringify(schema.default)}.`);
  if (!required) parts.push('Optional.');
  return parts.join(' ');
}

interface Control {
  kind: 'select' | 'switch' | 'number' | 'group' | 'lines' | 'text' | 'long-text';
  element: HTMLElement;
  focusable: HTMLElement;
  read(): unknown;
  write(value: unknown): void;
}

function controlFor(slug: string, name: string, schema: PropertySchema, required: boolean, id: string, describedBy: string): Control {
  const aria = { id, 'aria-describedby': describedBy, 'aria-required': required ? 'true' : undefined };
  const types = typesOf(schema);
  if (schema.enum) {
    const select = h('select', { ...aria, name });
    const choices = [...(required || schema.default !== undefined ? [] : [undefined]), ...schema.enum];
    for (const [index, value] of choices.entries())
      select.append(h('option', { value: String(index) }, value === undefined ? '(not set)' : String(value)));
    const write = (value: unknown) => {
      const index = choices.findIndex((choice) => choice === value);
      select.value = String(index < 0 ? 0 : index);
    };
    write(schema.default);
    return { kind: 'select', element: select, focusable: select, read: () => choices[Number(select.value)], write };
  }
  if (types.includes('boolean')) {
    const box = h('input', { ...aria, type: 'checkbox', role: 'switch', name });
    const write = (value: unknown) => void (box.checked = value === true);
    write(schema.default);
    return { kind: 'switch', element: h('span', { class: 'switch' }, box), focusable: box, read: () => box.checked, write };
  }
  if (types.includes('integer') || types.includes('number')) {
    const money = MONEY.test(name);
    const scale = money ? 100 : 1;
    const input = h('input', {
      ...aria,
      type: 'number',
      name,
      inputmode: money || types.includes('number') ? 'decimal' : 'numeric',
      step: money ? '0.01' : types.includes('integer') ? '1' : 'any',
      min: schema.minimum !== undefined ? schema.minimum / scale : undefined,
      max: schema.maximum !== undefined ? schema.maximum / scale : undefined,
    });
    const write = (value: unknown) => void (input.value = typeof value === 'number' ? String(value / scale) : '');
    write(schema.default);
    const read = () => {
      if (input.value.trim() === '') return input.validity.badInput ? input.value : undefined;
      const number = Number(input.value);
      return money ? Math.round(number * 100) : number;
    };
    const unit = money ? '₹' : UNITS[name];
    return {
      kind: 'number',
      element: h('span', { class: 'with-unit' }, input, unit ? h('span', { class: 'unit', 'aria-hidden': 'true' }, unit) : ''),
      focusable: input,
      read,
      write,
    };
  }
  if (types.includes('array') && schema.items?.enum) {
    const options = schema.items.enum;
    const boxes = options.map((value, index) => h('input', { type: 'checkbox', id: `${id}-${index}`, name, value: String(value) }));
    const legend = h('legend', {}, labelOf(name), required ? h('span', { class: 'required', 'aria-hidden': 'true' }, ' *') : '');
    const group = h(
      'fieldset',
      { id, 'aria-describedby': describedBy },
      legend,
      ...boxes.map((box, index) => h('label', { class: 'choice', for: box.id }, box, ` ${String(options[index])}`)),
    );
    const write = (value: unknown) => boxes.forEach((box, index) => (box.checked = Array.isArray(value) && value.includes(options[index])));
    write(schema.default);
    const read = () => {
      const chosen = options.filter((_value, index) => boxes[index]?.checked);
      return chosen.length === 0 && !required ? undefined : chosen;
    };
    return { kind: 'group', element: group, focusable: boxes[0] ?? group, read, write };
  }
  if (types.includes('array')) {
    const area = h('textarea', { ...aria, name, rows: 3, spellcheck: 'false' });
    const write = (value: unknown) => void (area.value = Array.isArray(value) ? value.join('\n') : '');
    write(schema.default);
    const read = () => {
      const lines = area.value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      return lines.length === 0 && !required ? undefined : lines;
    };
    return { kind: 'lines', element: area, focusable: area, read, write };
  }
  const long = (schema.maxLength ?? 0) > LONG_TEXT;
  const input = long
    ? h('textarea', { ...aria, name, rows: 8, spellcheck: 'false', class: 'mono' })
    : h('input', { ...aria, type: 'text', name, autocomplete: 'off', spellcheck: slug === 'amount-to-words' ? 'true' : 'false' });
  const write = (value: unknown) => void (input.value = typeof value === 'string' ? value : '');
  write(schema.default);
  const read = () => (input.value === '' && !required ? undefined : input.value);
  return { kind: long ? 'long-text' : 'text', element: input, focusable: input, read, write };
}

/** The body the form would send: each field's value, unset fields left out (the service fills its defaults in). */
export function readBody(fields: Field[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = field.read();
    if (value !== undefined) body[field.name] = value;
  }
  return body;
}
