import { decodeJwt } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'jwt_decoder'> = ({ request, now }) => decodeJwt(request.requestBody, { now });
