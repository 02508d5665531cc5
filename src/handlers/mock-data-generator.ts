import { generateMockData } from '../tools/mock-data';
import type { OperationHandler } from './types';

export const mockDataGenerator: OperationHandler<'mock_data_generator'> = ({ request }) => generateMockData(request.requestBody);
