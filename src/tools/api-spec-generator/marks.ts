/**
 * Required and optional marks read over a whole table or list of fields rather than line by line: where some fields
 * are marked required and none optional (API references mark only the required ones, "**Required.**"), the fields
 * left unmarked are optional.
 */
import type { Field } from './model';

/** Makes the unmarked fields optional when the others are marked required only. */
export function unmarkedOptional(fields: Field[]): void {
  const marked = fields.filter((field) => field.stated);
  if (marked.length === 0 || marked.length === fields.length || marked.some((field) => field.optional)) return;
  for (const field of fields) if (!field.stated) field.optional = true;
}
