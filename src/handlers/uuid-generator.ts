import { randomBytes } from 'node:crypto';
import { generateUuids } from '../tools/uuid';
import type { OperationHandler } from './types';

export const uuidGenerator: OperationHandler<'uuid_generator'> = ({ request }) =>
  generateUuids(request.requestBody, { nowMs: Date.now(), randomBytes: (size) => randomBytes(size) });
