import { convertJsonCsv } from '../tools/csv';
import type { OperationHandler } from './types';

export const jsonToCsv: OperationHandler<'json_to_csv'> = ({ request }) => convertJsonCsv(request.requestBody);
