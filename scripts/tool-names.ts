/** The names one tool goes by, all derived from its path name (kebab-case): written once for codegen and new-tool. */

/** `gst-calculator` -> `gst_calculator` (the operationId). */
export const operationIdOf = (tool: string): string => tool.replaceAll('-', '_');

/** `gst-calculator` -> `gstCalculator` (an identifier in TypeScript). */
export const camelCaseOf = (tool: string): string => tool.replace(/-([a-z0-9])/g, (_dash, letter: string) => letter.toUpperCase());
