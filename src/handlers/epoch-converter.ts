import { convertEpoch } from '../tools/epoch';
import type { OperationHandler } from './types';

export const epochConverter: OperationHandler<'epoch_converter'> = ({ request }) => convertEpoch(request.requestBody, { now: new Date() });
