import { amountToWords as readAmountInWords } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'amount_to_words'> = ({ request }) => readAmountInWords(request.requestBody);
