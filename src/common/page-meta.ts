/**
 * The meta elements the service writes into the tool pages' shell (src/http/pages/tool-pages.ts) for their script
 * (web/tools/served.ts): what this instance serves, known only at run time.
 */

/** BASE_PATH (absent: the root). */
export const BASE_PATH_META = 'utility-tools-base-path';

/** The tools TOOLS chose, comma-separated (absent: all of them). */
export const SERVED_TOOLS_META = 'utility-tools-served-tools';
