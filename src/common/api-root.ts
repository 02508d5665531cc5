/** Where the tools live (`/api/v1`): the spec's one server URL, generated once for every surface. */
export { apiRoot } from '../generated/api-root';
