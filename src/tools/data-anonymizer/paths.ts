import { readHeader } from './headers';
import { kindByContent } from './columns';
import type { PiiKind } from './kinds';
import type { Table } from './spans';
import { isPlaceholder } from './transform';

/** A leaf's place in a nested JSON value: its keys joined by dots, an array's items as `*` ("visits.*.note"). */
export const pathKey = (parent: string, key: string): string => (parent === '' ? key : `${parent}.${key}`);

function leaves(value: unknown, path: string, into: Map<string, string[]>): void {
  if (Array.isArray(value)) value.forEach((item) => leaves(item, pathKey(path, '*'), into));
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) leaves(child, pathKey(path, key), into);
  else if ((typeof value === 'string' || typeof value === 'number') && !isPlaceholder(String(value))) {
    const list = into.get(path) ?? (into.set(path, []).get(path) as string[]);
    list.push(String(value).trim());
  }
}

/**
 * The kinds of nested JSON leaves found by their values across the rows, where their key says nothing ("data.x"
 * holding dates of birth, "meta.who" holding names): every column's values go through the value detectors, nested
 * ones too. By column, then by leaf path.
 */
export function judgeNestedPaths(table: Table, now: Date): Map<string, Map<string, PiiKind>> {
  const byColumn = new Map<string, Map<string, string[]>>();
  for (const cell of table.rows.flat()) {
    if (cell.kind !== 'object') continue;
    const paths = byColumn.get(cell.column) ?? (byColumn.set(cell.column, new Map()).get(cell.column) as Map<string, string[]>);
    leaves(JSON.parse(cell.value) as unknown, '', paths);
  }
  const kinds = new Map<string, Map<string, PiiKind>>();
  for (const [column, paths] of byColumn) {
    for (const [path, values] of paths) {
      const key =
        path
          .split('.')
          .filter((part) => part !== '*')
          .pop() ?? '';
      if (values.length < 3 || readHeader(key).says !== 'unknown') continue;
      const found = kindByContent(values, now, true);
      if (!found) continue;
      const forColumn = kinds.get(column) ?? (kinds.set(column, new Map()).get(column) as Map<string, PiiKind>);
      forColumn.set(path, found.kind);
    }
  }
  return kinds;
}
