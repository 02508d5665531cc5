import { anonymizeData } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'data_anonymizer'> = ({ request }) => anonymizeData(request.requestBody);
