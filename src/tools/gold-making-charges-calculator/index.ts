import { ToolInputError } from '../shared/errors';
import {
  divideRoundHalfUp,
  formatPaise,
  groupIndian,
  roundToPlaces,
  toScaledDecimal,
  type ScaledDecimal,
  MAX_PAISE,
  money,
} from '../shared/money';
import type { RequestBody, ToolResult } from '../../common/operations';

export type GoldRequest = RequestBody<'gold_making_charges_calculator'>;

interface GoldLine {
  label: string;
  amountPaise: number;
  amountFormatted: string;
}

export type GoldResult = ToolResult<'gold_making_charges_calculator'>;

// HSN 7113: 3 percent on gold value plus making charges, half of it as CGST and half as SGST (docs/reference/india.md).
const GST_RATE = 3;
const HALF_RATE = 1.5;
const HALF_RATE_PER_MILLE = 15n;

const ROUNDING =
  'Half-up to the paisa, once per line: gold value from the exact rate × grams; percent making charges on the printed gold value; CGST and SGST each 1.5% of the taxable value.';

function multiply(a: ScaledDecimal, b: ScaledDecimal): ScaledDecimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Exact decimal with Indian grouping, trailing zeros dropped but at least `minFractionDigits` decimals: 1,00,000.5 */
function formatDecimal({ units, scale }: ScaledDecimal, minFractionDigits = 0): string {
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits
    .slice(digits.length - scale)
    .replace(/0+$/, '')
    .padEnd(minFractionDigits, '0');
  return groupIndian(whole) + (fraction === '' ? '' : `.${fraction}`);
}

function line(label: string, paise: bigint): GoldLine {
  return { label, ...money('amount', paise) };
}

/** Prices gold jewellery in integer paise: rate per gram × grams, making charges (percent of the gold value line or rupees per gram), 3% GST as CGST 1.5% + SGST 1.5%, half-up to the paisa once per line. */
export function calculateGoldPrice(request: GoldRequest): GoldResult {
  const { makingType, makingValue, gst } = request;
  const rate = toScaledDecimal(request.ratePerGram);
  const grams = toScaledDecimal(request.grams);
  const making = toScaledDecimal(makingValue);

  const goldValue = roundToPlaces(multiply(rate, grams), 2);
  // A buyer checks the making line against the printed gold value, so the percent applies to the rounded line.
  const makingCharges =
    makingType === 'percent'
      ? divideRoundHalfUp(goldValue * making.units, 100n * 10n ** BigInt(making.scale))
      : roundToPlaces(multiply(making, grams), 2);
  const taxable = goldValue + makingCharges;
  const halfGst = gst ? divideRoundHalfUp(taxable * HALF_RATE_PER_MILLE, 1000n) : 0n;
  const total = taxable + 2n * halfGst;
  if (total > MAX_PAISE) {
    throw new ToolInputError(
      'amount_too_large',
      `The total comes to ${total} paise (${formatPaise(total, true)}), above the largest supported amount of ${MAX_PAISE} paise (Number.MAX_SAFE_INTEGER). Lower ratePerGram, grams or makingValue.`,
    );
  }

  const gramsText = `${formatDecimal(grams)} g`;
  const makingLabel =
    makingType === 'percent'
      ? `Making charges (${formatDecimal(making)}% of gold value)`
      : `Making charges (${gramsText} × ₹${formatDecimal(making, 2)}/g)`;
  const gstSuffix = gst ? ` ${HALF_RATE}%` : ' (GST not applied)';
  return {
    ratePerGram: request.ratePerGram,
    grams: request.grams,
    makingType,
    makingValue,
    gst,
    gstRate: gst ? GST_RATE : 0,
    cgstRate: gst ? HALF_RATE : 0,
    sgstRate: gst ? HALF_RATE : 0,
    ...money('goldValue', goldValue),
    ...money('makingCharges', makingCharges),
    ...money('taxable', taxable),
    ...money('cgst', halfGst),
    ...money('sgst', halfGst),
    ...money('gst', 2n * halfGst),
    ...money('total', total),
    lines: [
      line(`Gold value (${gramsText} × ₹${formatDecimal(rate, 2)}/g)`, goldValue),
      line(makingLabel, makingCharges),
      line('Taxable value', taxable),
      line(`CGST${gstSuffix}`, halfGst),
      line(`SGST${gstSuffix}`, halfGst),
      line('Total', total),
    ],
    rounding: ROUNDING,
    warnings: [],
  };
}
