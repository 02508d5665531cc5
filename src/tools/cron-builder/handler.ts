import { buildCron } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'cron_builder'> = ({ request }) => buildCron(request.requestBody);
