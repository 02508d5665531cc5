import { calculateGoldPrice } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'gold_making_charges_calculator'> = ({ request }) => calculateGoldPrice(request.requestBody);
