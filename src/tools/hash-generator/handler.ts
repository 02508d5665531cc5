import { hashText } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'hash_generator'> = ({ request }) => hashText(request.requestBody);
