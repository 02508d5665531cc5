import { generateMockData } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'mock_data_generator'> = ({ request }) => generateMockData(request.requestBody);
export { warmFaker as warmUp } from '.';
