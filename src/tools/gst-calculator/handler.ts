import { calculateGst } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'gst_calculator'> = ({ request }) => calculateGst(request.requestBody);
