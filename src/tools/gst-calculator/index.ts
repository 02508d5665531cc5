import { ToolInputError } from '../shared/errors';
import { divideRoundHalfUp, MAX_PAISE, money } from '../shared/money';
import type { RequestBody, ToolResult } from '../../common/operations';

export type GstRequest = RequestBody<'gst_calculator'>;

/** 0-28 are the contract's slabs; 3 (gold and jewellery) and 40 (in force since 22 Sep 2025) are extensions. */
export type GstRate = GstRequest['rate'];
type GstMode = GstRequest['mode'];
type GstSupply = GstRequest['supply'];

export type GstResult = ToolResult<'gst_calculator'>;

interface GstAmounts {
  taxable: bigint;
  cgst: bigint;
  sgst: bigint;
  igst: bigint;
}

const UTGST_NOTE =
  'In a Union Territory without a legislature (Chandigarh, Lakshadweep, Dadra and Nagar Haveli and Daman and Diu, Ladakh, Andaman and Nicobar Islands) UTGST is levied in place of SGST, at the same rate and amount.';

// docs/reference/india.md convention: integer paise, half-up; intra-state halves are rounded once each so CGST always equals SGST.
function splitGst(amount: bigint, rate: bigint, mode: GstMode, supply: GstSupply): GstAmounts {
  if (mode === 'exclusive') {
    if (supply === 'inter') return { taxable: amount, cgst: 0n, sgst: 0n, igst: divideRoundHalfUp(amount * rate, 100n) };
    const half = divideRoundHalfUp(amount * rate, 200n);
    return { taxable: amount, cgst: half, sgst: half, igst: 0n };
  }
  if (supply === 'inter') {
    const igst = divideRoundHalfUp(amount * rate, 100n + rate);
    return { taxable: amount - igst, cgst: 0n, sgst: 0n, igst };
  }
  const half = divideRoundHalfUp(amount * rate, 200n + 2n * rate);
  return { taxable: amount - 2n * half, cgst: half, sgst: half, igst: 0n };
}

function totalOf({ taxable, cgst, sgst, igst }: GstAmounts): bigint {
  return taxable + cgst + sgst + igst;
}

function largestExclusiveAmount(rate: bigint, supply: GstSupply): bigint {
  let low = 0n;
  let high = MAX_PAISE;
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (totalOf(splitGst(middle, rate, 'exclusive', supply)) <= MAX_PAISE) low = middle;
    else high = middle - 1n;
  }
  return low;
}

/** Splits an amount in integer paise into taxable value and CGST+SGST (intra-state) or IGST (inter-state), tax added (exclusive) or extracted (inclusive), half-up to the paisa per docs/reference/india.md. */
export function calculateGst(request: GstRequest): GstResult {
  const { mode, supply } = request;
  const { rate } = request;
  const amount = BigInt(request.amountPaise);
  const amounts = splitGst(amount, BigInt(rate), mode, supply);
  const total = totalOf(amounts);
  if (total > MAX_PAISE) {
    throw new ToolInputError(
      'amount_too_large',
      `amountPaise ${amount} plus ${rate}% GST gives a total of ${total} paise, above the largest supported amount of ${MAX_PAISE} paise (Number.MAX_SAFE_INTEGER). The largest exclusive amountPaise at ${rate}% ${supply}-state is ${largestExclusiveAmount(BigInt(rate), supply)}.`,
    );
  }
  const totalTax = amounts.cgst + amounts.sgst + amounts.igst;
  const half = rate / 2;
  return {
    rate,
    mode,
    supply,
    cgstRate: supply === 'intra' ? half : 0,
    sgstRate: supply === 'intra' ? half : 0,
    igstRate: supply === 'inter' ? rate : 0,
    ...money('taxable', amounts.taxable),
    ...money('cgst', amounts.cgst),
    ...money('sgst', amounts.sgst),
    ...money('igst', amounts.igst),
    ...money('totalTax', totalTax),
    ...money('total', total),
    ...(supply === 'intra' ? { note: UTGST_NOTE } : {}),
    warnings: [],
  };
}
