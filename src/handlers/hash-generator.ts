import { hashText } from '../tools/hash';
import type { OperationHandler } from './types';

export const hashGenerator: OperationHandler<'hash_generator'> = ({ request }) => hashText(request.requestBody);
