import { jsonToAnyLanguage as generate } from '../tools/json-types/languages';
import type { OperationHandler } from './types';

export const jsonToAnyLanguage: OperationHandler<'json_to_any_language'> = ({ request }) => generate(request.requestBody);
