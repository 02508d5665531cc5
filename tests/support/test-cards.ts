/** Published test card numbers (Visa, Mastercard, Amex, Discover, JCB, Diners): Luhn-valid, and they belong to no one. */
export const TEST_CARDS = [
  '4111111111111111',
  '4012888888881881',
  '5555555555554444',
  '5105105105105100',
  '378282246310005',
  '6011111111111117',
  '3530111333300000',
  '30569309025904',
];
