import { generateUpiQr } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'upi_qr_generator'> = ({ request }) => generateUpiQr(request.requestBody);
