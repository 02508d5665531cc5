import { apiRoot } from '../../src/common/api-root';
import { BASE_PATH_META, SERVED_TOOLS_META } from '../../src/common/page-meta';

/** What this instance serves, as the service wrote it into the page (src/http/pages/tool-pages.ts). */
const meta = (name: string): string | undefined => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;

/** BASE_PATH (empty at the root): every URL the pages make starts with it. */
export const basePath = meta(BASE_PATH_META) ?? '';

/** Where the tools are called: the spec's one server, under BASE_PATH. */
export const apiUrl = `${basePath}${apiRoot}`;

const servedTools = meta(SERVED_TOOLS_META)?.split(',');

/** Whether this instance serves a tool (TOOLS may choose fewer than all). */
export const isServed = (slug: string): boolean => servedTools === undefined || servedTools.includes(slug);
