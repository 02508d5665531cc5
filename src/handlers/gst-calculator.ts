import { calculateGst } from '../tools/gst';
import type { OperationHandler } from './types';

export const gstCalculator: OperationHandler<'gst_calculator'> = ({ request }) => calculateGst(request.requestBody);
