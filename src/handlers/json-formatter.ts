import { formatJson } from '../tools/json-format';
import type { OperationHandler } from './types';

export const jsonFormatter: OperationHandler<'json_formatter'> = ({ request }) => formatJson(request.requestBody);
