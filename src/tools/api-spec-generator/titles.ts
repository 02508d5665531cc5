/**
 * A section title that names an endpoint by what it does ("Create a playlist", "List playlists", "Add tracks") rather
 * than by its path, where the description listed its endpoints before: the title's action gives the method, its nouns
 * the path's last resource, a singular noun the path that ends in a parameter. Only a title that fits one endpoint
 * names it.
 */
import type { Endpoint, Method } from './model';
import { singular } from './resolve';

const ACTIONS: Array<[RegExp, Method[], 'one' | 'all' | undefined]> = [
  [/^(?:create|add|new|register|submit|upload|send|issue|book|start|open)\b/i, ['post', 'put'], undefined],
  [/^(?:list|search|browse|find|query)\b/i, ['get'], 'all'],
  [/^(?:get|retrieve|fetch|read|show|view|look\s+up|check)\b/i, ['get'], undefined],
  [/^(?:update|edit|modify|change|rename|patch)\b/i, ['patch', 'put'], 'one'],
  [/^(?:replace|set|overwrite)\b/i, ['put', 'patch'], undefined],
  [/^(?:delete|remove|cancel|revoke|archive)\b/i, ['delete'], 'one'],
];

/** Whether a line reads as a short title: a few words, capitalised, no sentence stop, no path. */
export function isActionTitle(text: string): boolean {
  const plain = text.replace(/[*_`#]/g, '').trim();
  // "GET users returns nothing" is a method written without a path, not a title.
  if (/^(?:GET|POST|PUT|PATCH|DELETE)\b/.test(plain)) return false;
  return /^[A-Z]/.test(plain) && plain.split(/\s+/).length <= 7 && !/[.:;!?/]$/.test(plain) && !plain.includes('/');
}

/** The one endpoint, among those already named, that a title's action and nouns fit; undefined when none or several do. */
export function endpointOfTitle(text: string, endpoints: Endpoint[]): Endpoint | undefined {
  const plain = text.replace(/[*_`#]/g, '').trim();
  if (!isActionTitle(plain)) return undefined;
  const action = ACTIONS.find(([pattern]) => pattern.test(plain));
  if (!action) return undefined;
  const [pattern, methods, count] = action;
  const words =
    plain
      .replace(pattern, '')
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  const nouns = new Set(words.filter((word) => !/^(?:a|an|the|all|one|your|my|by|id|of|to|for|from|in|on|new|existing)$/.test(word)));
  const plural = words.some((word) => nouns.has(word) && word.endsWith('s') && singular(word) !== word);
  const fits = endpoints.filter((endpoint) => {
    if (!methods.includes(endpoint.method)) return false;
    const parts = endpoint.path.split('/').filter(Boolean);
    const last = [...parts].reverse().find((part) => !part.startsWith('{') && !part.startsWith(':'));
    if (!last || ![...nouns].some((noun) => singular(noun) === singular(last))) return false;
    const endsInParameter = /\{[^}]+\}$/.test(endpoint.path);
    const one = count ?? (plural ? 'all' : endpoint.method === 'get' ? 'one' : undefined);
    return one === undefined || (one === 'one') === endsInParameter;
  });
  return fits.length === 1 ? fits[0] : undefined;
}

const SECTION_WORD = /^([A-Za-z][A-Za-z ]{0,40}?)\s+(?:query|body|request|response|parameters|params|fields)\b/i;

/**
 * The one endpoint a section title names by its resource ("Availability query", "Reservation body (POST)"), where the
 * endpoints were listed before (in a table of endpoints): its nouns the path's last resource, a method in parentheses
 * or a query the method.
 */
export function endpointOfSectionTitle(text: string, endpoints: Endpoint[]): Endpoint | undefined {
  const plain = text.replace(/[*_`#]/g, '').trim();
  const match = SECTION_WORD.exec(plain);
  if (!match) return undefined;
  const stated = /\((GET|POST|PUT|PATCH|DELETE)\)/i.exec(plain)?.[1]?.toLowerCase() as Method | undefined;
  const methods: Method[] = stated ? [stated] : /\bquery\b/i.test(plain) ? ['get', 'delete'] : [];
  const nouns = ((match[1] as string).toLowerCase().match(/[a-z]+/g) ?? []).map(singular);
  const fits = endpoints.filter((endpoint) => {
    if (methods.length > 0 && !methods.includes(endpoint.method)) return false;
    const last = endpoint.path
      .split('/')
      .filter((part) => part && !part.startsWith('{') && !part.startsWith(':'))
      .at(-1);
    return last !== undefined && nouns.includes(singular(last.toLowerCase()));
  });
  return fits.length === 1 ? fits[0] : undefined;
}
