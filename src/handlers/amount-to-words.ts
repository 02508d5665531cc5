import { amountToWords as readAmountInWords } from '../tools/amount-words';
import type { OperationHandler } from './types';

export const amountToWords: OperationHandler<'amount_to_words'> = ({ request }) => readAmountInWords(request.requestBody);
