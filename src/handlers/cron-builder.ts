import { buildCron } from '../tools/cron';
import type { OperationHandler } from './types';

export const cronBuilder: OperationHandler<'cron_builder'> = ({ request }) => buildCron(request.requestBody);
