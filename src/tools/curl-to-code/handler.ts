import { curlToCode as convert } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'curl_to_code'> = ({ request }) => convert(request.requestBody);
export { warmCurlconverter as warmUp } from '.';
