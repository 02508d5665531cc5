import { convertEpoch } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'epoch_converter'> = ({ request, now }) => convertEpoch(request.requestBody, { now });
