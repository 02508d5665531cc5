import { anonymizeData } from '../tools/anonymize';
import type { OperationHandler } from './types';

export const dataAnonymizer: OperationHandler<'data_anonymizer'> = ({ request }) => anonymizeData(request.requestBody);
