import { convertBase64 } from '../tools/base64';
import type { OperationHandler } from './types';

export const base64EncodeDecode: OperationHandler<'base64_encode_decode'> = ({ request }) => convertBase64(request.requestBody);
