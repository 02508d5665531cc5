import { convertJsonCsv } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'json_to_csv'> = ({ request }) => convertJsonCsv(request.requestBody);
