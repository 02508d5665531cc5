import { anonymizeData } from '.';
import { loadLexicon } from './lexicon';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'data_anonymizer'> = ({ request, now }) => anonymizeData(request.requestBody, now);

/** Builds the lexicon's sets (about 40,000 names and places) before the first request needs them. */
export const warmUp = (): void => loadLexicon();
