import { generateJsonSchema } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'json_schema_generator'> = ({ request }) => generateJsonSchema(request.requestBody);
