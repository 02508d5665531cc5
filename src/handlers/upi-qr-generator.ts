import { generateUpiQr } from '../tools/upi';
import type { OperationHandler } from './types';

export const upiQrGenerator: OperationHandler<'upi_qr_generator'> = ({ request }) => generateUpiQr(request.requestBody);
