import { spec } from '../generated/spec';

/** Where the tools live (`/api/v1`): the spec's one server URL, named here once for the whole service. */
export const apiRoot = (spec.servers as Array<{ url: string }>)[0]?.url ?? '/api/v1';
