import { validateGstin } from '../tools/gstin';
import type { OperationHandler } from './types';

export const gstinValidator: OperationHandler<'gstin_validator'> = ({ request }) => validateGstin(request.requestBody);
