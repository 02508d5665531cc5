import { convertEpoch } from '../tools/epoch';
import type { OperationHandler } from './types';

export const epochConverter: OperationHandler<'epoch_converter'> = ({ request, now }) => convertEpoch(request.requestBody, { now });
