import { generateUuids } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'uuid_generator'> = ({ request, now, random }) =>
  generateUuids(request.requestBody, { nowMs: now.getTime(), randomBytes: random });
