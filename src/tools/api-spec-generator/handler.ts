import { generateApiSpec } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'api_spec_generator'> = ({ request }) => generateApiSpec(request.requestBody);
export { warmApiSpec as warmUp } from '.';
