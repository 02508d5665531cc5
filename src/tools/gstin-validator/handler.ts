import { validateGstin } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'gstin_validator'> = ({ request }) => validateGstin(request.requestBody);
