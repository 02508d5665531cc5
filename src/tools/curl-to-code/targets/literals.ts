/** String literals of each target language that hold exactly the given text on one line. */

const C_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** JavaScript, single-quoted (line terminators and control characters escaped). */
export function jsString(text: string): string {
  return `'${text.replace(/[\\'\u0000-\u001f\u2028\u2029]/g, (c) => (c === "'" ? "\\'" : (C_ESCAPES[c] ?? `\\u${hex(c, 4)}`)))}'`;
}

/** Python, single-quoted; bytes (`.encode()`) when not ASCII, so http.client does not send it as Latin-1. */
export function pyString(text: string): string {
  const escaped = text.replace(/[\\'\u0000-\u001f\u007f]/g, (c) => (c === "'" ? "\\'" : (C_ESCAPES[c] ?? `\\x${hex(c, 2)}`)));
  return /^[\x00-\x7f]*$/.test(text) ? `'${escaped}'` : `'${escaped}'.encode()`;
}

/** Go, an interpreted string (JSON's escapes are Go's; a lone surrogate, which Go refuses, becomes U+FFFD as UTF-8 would). */
export function goString(text: string): string {
  return JSON.stringify(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

/** PHP, single-quoted when it holds no control characters, else double-quoted with escapes ($ escaped). */
export function phpString(text: string): string {
  if (!/[\u0000-\u001f\u007f]/.test(text)) return `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;
  return `"${text.replace(/[\\"$\u0000-\u001f\u007f]/g, (c) => (c === '"' || c === '$' ? `\\${c}` : (C_ESCAPES[c] ?? `\\x${hex(c, 2)}`)))}"`;
}

const hex = (c: string, width: number) => c.charCodeAt(0).toString(16).padStart(width, '0');
