import { generateMcpServer } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'mcp_server_generator'> = ({ request }) => generateMcpServer(request.requestBody);
