import { generateApiSpec } from '../tools/api-spec';
import type { OperationHandler } from './types';

export const apiSpecGenerator: OperationHandler<'api_spec_generator'> = ({ request }) => generateApiSpec(request.requestBody);
