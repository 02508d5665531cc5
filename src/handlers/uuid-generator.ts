import { generateUuids } from '../tools/uuid';
import type { OperationHandler } from './types';

export const uuidGenerator: OperationHandler<'uuid_generator'> = ({ request, now, random }) =>
  generateUuids(request.requestBody, { nowMs: now.getTime(), randomBytes: random });
