import { decodeJwt } from '../tools/jwt';
import type { OperationHandler } from './types';

export const jwtDecoder: OperationHandler<'jwt_decoder'> = ({ request, now }) => decodeJwt(request.requestBody, { now });
