import { generateMcpServer } from '../tools/mcp';
import type { OperationHandler } from './types';

export const mcpServerGenerator: OperationHandler<'mcp_server_generator'> = ({ request }) => generateMcpServer(request.requestBody);
