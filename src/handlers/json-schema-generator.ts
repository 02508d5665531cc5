import { generateJsonSchema } from '../tools/json-schema';
import type { OperationHandler } from './types';

export const jsonSchemaGenerator: OperationHandler<'json_schema_generator'> = ({ request }) => generateJsonSchema(request.requestBody);
