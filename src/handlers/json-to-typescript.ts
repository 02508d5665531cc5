import { jsonToTypescript as generate } from '../tools/json-types/typescript';
import type { OperationHandler } from './types';

export const jsonToTypescript: OperationHandler<'json_to_typescript'> = ({ request }) => generate(request.requestBody);
