import { apiRoot } from '../../src/common/api-root';
import { BASE_PATH_META } from '../../src/common/base-path';

/** BASE_PATH, as the server wrote it into the page (empty at the root): every URL the pages make starts with it. */
export const basePath = document.querySelector(`meta[name="${BASE_PATH_META}"]`)?.getAttribute('content') ?? '';

/** Where the tools are called: the spec's one server, under BASE_PATH. */
export const apiUrl = `${basePath}${apiRoot}`;
