import { formatJson } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'json_formatter'> = ({ request }) => formatJson(request.requestBody);
