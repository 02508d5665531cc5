import { convertBase64 } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'base64_encode_decode'> = ({ request }) => convertBase64(request.requestBody);
