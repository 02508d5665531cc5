import { calculateGoldPrice } from '../tools/gold';
import type { OperationHandler } from './types';

export const goldMakingChargesCalculator: OperationHandler<'gold_making_charges_calculator'> = ({ request }) =>
  calculateGoldPrice(request.requestBody);
