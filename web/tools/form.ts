import { h } from './dom';
import type { RequestSchema } from './types';
import {
  choiceText,
  errorInWords,
  hintOf,
  isPaise,
  isRupees,
  istInputValue,
  labelOf,
  LONG_TEXT,
  msFromIstInput,
  paiseOf,
  parseRupees,
  roundingNotice,
  unitOf,
  type PropertySchema,
} from './words';

/** One form control for one request property: it reads the value the body would carry and shows that field's error. */
export interface Field {
  name: string;
  label: string;
  element: HTMLElement;
  /** The control that takes focus when the field has an error. */
  focusable: HTMLElement;
  /** Whether the spec's example fills it in; a start time starts at now instead. */
  takesExample: boolean;
  read(): unknown;
  write(value: unknown): void;
  /** What is wrong before the schema is asked: a required field left empty, an amount that is not one. */
  problem(): string | undefined;
  /** Says under the field what will happen to its value before it is sent (an amount rounded to the paisa). */
  showNotice(body: Record<string, unknown>): void;
  showError(message: string | undefined): void;
}

const typesOf = (schema: PropertySchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** The form for an operation's request schema, in the schema's property order. */
export function buildFields(schema: RequestSchema, slug: string): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => fieldFor(slug, name, property, required.has(name)));
}

function fieldFor(slug: string, name: string, schema: PropertySchema, required: boolean): Field {
  const id = `field-${name}`;
  const label = labelOf(name, schema);
  const error = h('p', { class: 'field-error', id: `${id}-error`, role: 'alert', hidden: true });
  const notice = h('p', { class: 'notice', id: `${id}-notice`, role: 'status', hidden: true });
  const hintText = hintOf(name, schema, required);
  const hint = hintText ? h('p', { class: 'hint', id: `${id}-hint` }, hintText) : null;
  const describedBy = [hint ? `${id}-hint` : '', `${id}-notice`, `${id}-error`].filter(Boolean).join(' ');
  const control = controlFor(slug, name, schema, required, id, describedBy);
  const mark = required ? h('span', { class: 'required', 'aria-hidden': 'true' }, ' *') : '';
  const labelElement =
    control.kind === 'group' || control.kind === 'radio'
      ? null
      : h('label', { for: id }, label, isRupees(name, schema) ? ' (₹)' : '', mark);
  const element = h('div', { class: `field field-${control.kind}` }, labelElement ?? '', control.element, hint, notice, error);
  return {
    name,
    label,
    element,
    focusable: control.focusable,
    takesExample: schema['x-input'] !== 'datetime',
    read: control.read,
    write: control.write,
    problem() {
      if (required && control.blank()) return control.kind === 'group' || control.kind === 'radio' ? undefined : 'is required: fill it in.';
      return control.problem?.();
    },
    showNotice(body) {
      const said = control.notice?.(body);
      notice.hidden = said === undefined;
      notice.textContent = said ?? '';
    },
    showError(message) {
      error.hidden = message === undefined;
      error.textContent = message === undefined ? '' : `${label} ${errorInWords(name, schema, message)}`;
      control.focusable.setAttribute('aria-invalid', String(message !== undefined));
    },
  };
}

interface Control {
  kind: 'select' | 'radio' | 'switch' | 'number' | 'datetime' | 'group' | 'lines' | 'text' | 'long-text';
  element: HTMLElement;
  focusable: HTMLElement;
  read(): unknown;
  write(value: unknown): void;
  /** Nothing entered (a required field then says so before anything is sent). */
  blank(): boolean;
  problem?(): string | undefined;
  notice?(body: Record<string, unknown>): string | undefined;
}

function controlFor(slug: string, name: string, schema: PropertySchema, required: boolean, id: string, describedBy: string): Control {
  const aria = { id, 'aria-describedby': describedBy, 'aria-required': required ? 'true' : undefined };
  const types = typesOf(schema);
  if (schema.enum) {
    const choices = [...(required || schema.default !== undefined ? [] : [undefined]), ...schema.enum];
    return choices.length <= RADIO_CHOICES
      ? radioControl(name, schema, choices, required, id, describedBy)
      : selectControl(name, schema, choices, aria);
  }
  if (types.includes('boolean')) {
    const box = h('input', { ...aria, type: 'checkbox', role: 'switch', name });
    const write = (value: unknown) => void (box.checked = value === true);
    write(schema.default);
    return {
      kind: 'switch',
      element: h('span', { class: 'switch' }, box),
      focusable: box,
      read: () => box.checked,
      write,
      blank: () => false,
    };
  }
  if (schema['x-input'] === 'datetime') return dateTimeControl(name, schema, aria);
  if (isRupees(name, schema)) return rupeeControl(name, schema, aria);
  if (types.includes('integer') || types.includes('number')) {
    const input = h('input', {
      ...aria,
      type: 'number',
      name,
      inputmode: types.includes('number') ? 'decimal' : 'numeric',
      step: types.includes('integer') ? '1' : 'any',
      min: schema.minimum,
      max: schema.maximum,
    });
    const write = (value: unknown) => void (input.value = typeof value === 'number' ? String(value) : '');
    write(schema.default);
    const read = () => (input.value.trim() === '' ? (input.validity.badInput ? input.value : undefined) : Number(input.value));
    const unit = unitOf(name, schema);
    return {
      kind: 'number',
      element: h('span', { class: 'with-unit' }, input, unit ? h('span', { class: 'unit', 'aria-hidden': 'true' }, unit) : ''),
      focusable: input,
      read,
      write,
      blank: () => input.value.trim() === '' && !input.validity.badInput,
      problem: () => (input.validity.badInput ? 'must be a number.' : undefined),
    };
  }
  if (types.includes('array') && schema.items?.enum) {
    const items = schema.items;
    const options = items.enum ?? [];
    const boxes = options.map((value, index) => h('input', { type: 'checkbox', id: `${id}-${index}`, name, value: String(value) }));
    const legend = h('legend', {}, labelOf(name, schema), required ? h('span', { class: 'required', 'aria-hidden': 'true' }, ' *') : '');
    const group = h(
      'fieldset',
      { id, 'aria-describedby': describedBy },
      legend,
      ...boxes.map((box, index) => h('label', { class: 'choice', for: box.id }, box, ` ${choiceText(items, options[index])}`)),
    );
    const write = (value: unknown) => boxes.forEach((box, index) => (box.checked = Array.isArray(value) && value.includes(options[index])));
    write(schema.default);
    const read = () => {
      const chosen = options.filter((_value, index) => boxes[index]?.checked);
      return chosen.length === 0 && !required ? undefined : chosen;
    };
    return { kind: 'group', element: group, focusable: boxes[0] ?? group, read, write, blank: () => boxes.every((box) => !box.checked) };
  }
  if (types.includes('array')) {
    const area = h('textarea', { ...aria, name, rows: 3, spellcheck: 'false' });
    const write = (value: unknown) => void (area.value = Array.isArray(value) ? value.join('\n') : '');
    write(schema.default);
    const lines = () =>
      area.value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    const read = () => (lines().length === 0 && !required ? undefined : lines());
    return { kind: 'lines', element: area, focusable: area, read, write, blank: () => lines().length === 0 };
  }
  const long = (schema.maxLength ?? 0) > LONG_TEXT;
  const input = long
    ? h('textarea', { ...aria, name, rows: 8, spellcheck: 'false', class: 'mono' })
    : h('input', { ...aria, type: 'text', name, autocomplete: 'off', spellcheck: slug === 'amount-to-words' ? 'true' : 'false' });
  const write = (value: unknown) => void (input.value = typeof value === 'string' ? value : '');
  write(schema.default);
  const read = () => (input.value === '' && !required ? undefined : input.value);
  return { kind: long ? 'long-text' : 'text', element: input, focusable: input, read, write, blank: () => input.value.trim() === '' };
}

type Aria = Record<string, string | undefined>;

/** Up to this many choices are radio buttons, each in words on its own line; more are a list to pick from. */
const RADIO_CHOICES = 4;
const choiceLabel = (schema: PropertySchema, value: unknown) => (value === undefined ? '(not set)' : choiceText(schema, value));

function selectControl(name: string, schema: PropertySchema, choices: unknown[], aria: Aria): Control {
  const select = h('select', { ...aria, name });
  for (const [index, value] of choices.entries()) select.append(h('option', { value: String(index) }, choiceLabel(schema, value)));
  const write = (value: unknown) => {
    const index = choices.findIndex((choice) => choice === value);
    select.value = String(index < 0 ? 0 : index);
  };
  write(schema.default);
  const read = () => choices[Number(select.value)];
  return { kind: 'select', element: select, focusable: select, read, write, blank: () => read() === undefined };
}

function radioControl(
  name: string,
  schema: PropertySchema,
  choices: unknown[],
  required: boolean,
  id: string,
  describedBy: string,
): Control {
  const radios = choices.map((_value, index) => h('input', { type: 'radio', id: `${id}-${index}`, name, value: String(index) }));
  const group = h(
    'fieldset',
    { id, 'aria-describedby': describedBy, role: 'radiogroup' },
    h('legend', {}, labelOf(name, schema), required ? h('span', { class: 'required', 'aria-hidden': 'true' }, ' *') : ''),
    ...radios.map((radio, index) =>
      h('label', { class: 'choice', for: radio.id }, radio, h('span', {}, choiceLabel(schema, choices[index]))),
    ),
  );
  const write = (value: unknown) => {
    const index = Math.max(
      0,
      choices.findIndex((choice) => choice === value),
    );
    radios.forEach((radio, i) => (radio.checked = i === index));
  };
  write(schema.default);
  const read = () => choices[radios.findIndex((radio) => radio.checked)];
  return { kind: 'radio', element: group, focusable: radios[0] ?? group, read, write, blank: () => read() === undefined };
}

/**
 * A rupee amount, typed as people write it ("1,18,000.50", "₹ 1180"). A paise field sends whole paise, rounded
 * half-up on the typed digits (never through a float: 10.005 is 1001 paise), and says so under the field before
 * anything is sent; a rupee field sends the number, which the service rounds by the same rule (the notice says that).
 */
function rupeeControl(name: string, schema: PropertySchema, aria: Aria): Control {
  const paise = isPaise(name);
  const input = h('input', { ...aria, type: 'text', name, inputmode: 'decimal', autocomplete: 'off', spellcheck: 'false' });
  const write = (value: unknown) =>
    void (input.value = typeof value === 'number' ? (paise ? (value / 100).toFixed(2).replace(/\.00$/, '') : String(value)) : '');
  write(schema.default);
  const read = () => {
    if (input.value.trim() === '') return undefined;
    const typed = parseRupees(input.value);
    if (!typed) return input.value;
    return paise ? paiseOf(typed) : Number(`${typed.negative ? '-' : ''}${typed.whole}.${typed.fraction || '0'}`);
  };
  return {
    kind: 'number',
    element: h('span', { class: 'with-unit' }, input, h('span', { class: 'unit', 'aria-hidden': 'true' }, '₹')),
    focusable: input,
    read,
    write,
    blank: () => input.value.trim() === '',
    problem: () =>
      input.value.trim() !== '' && !parseRupees(input.value) ? 'must be an amount in rupees, such as 1180 or 1,180.50.' : undefined,
    // With `currency: none` (amount-to-words) the number is read as it is, every decimal: nothing is rounded.
    notice: (body) => (body.currency === 'none' ? undefined : roundingNotice(name, input.value)),
  };
}

/** A Unix-ms instant picked as a date and time in India (Asia/Kolkata), starting at now (to the minute). */
function dateTimeControl(name: string, schema: PropertySchema, aria: Aria): Control {
  const input = h('input', {
    ...aria,
    type: 'datetime-local',
    name,
    min: schema.minimum !== undefined ? istInputValue(schema.minimum) : undefined,
    max: schema.maximum !== undefined ? istInputValue(schema.maximum) : undefined,
  });
  const write = (value: unknown) => void (input.value = typeof value === 'number' ? istInputValue(value) : '');
  write(Math.floor(Date.now() / 60_000) * 60_000);
  const read = () => (input.value === '' ? undefined : (msFromIstInput(input.value) ?? input.value));
  return {
    kind: 'datetime',
    element: h('span', { class: 'with-unit' }, input, h('span', { class: 'unit' }, 'IST')),
    focusable: input,
    read,
    write,
    blank: () => input.value === '',
    problem: () => (input.value !== '' && msFromIstInput(input.value) === undefined ? 'must be a date and time.' : undefined),
  };
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
