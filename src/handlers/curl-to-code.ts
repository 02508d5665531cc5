import { curlToCode as convert } from '../tools/curl';
import type { OperationHandler } from './types';

export const curlToCode: OperationHandler<'curl_to_code'> = ({ request }) => convert(request.requestBody);
