import { jsonToTypescript as generate } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'json_to_typescript'> = ({ request }) => generate(request.requestBody);
export { warmQuicktype as warmUp } from '../shared/quicktype/quicktype';
