/** A non-negative decimal as an exact integer scaled by 10^scale: 12.5 -> { units: 125n, scale: 1 }. */
/** The largest amount in paise the money tools answer: Number.MAX_SAFE_INTEGER, so every *Paise field is an exact JSON integer. */
export const MAX_PAISE = BigInt(Number.MAX_SAFE_INTEGER);

export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

/** Exact decimal value of a finite non-negative JS number, read from its shortest round-trip string (`String(n)`), so 0.1 is 1/10, never 0.1000000000000000055. */
export function toScaledDecimal(value: number): ScaledDecimal {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Expected a finite non-negative number, got ${value}`);
  const [mantissa = '0', exponentText] = String(value).split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = BigInt(whole + fraction);
  const scale = fraction.length - exponent;
  return scale >= 0 ? { units: digits, scale } : { units: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** `numerator / denominator` rounded half-up (half away from zero for non-negative operands). */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n || numerator < 0n) throw new RangeError('divideRoundHalfUp expects numerator >= 0 and denominator > 0');
  return (2n * numerator + denominator) / (2n * denominator);
}

/** Rounds a scaled decimal half-up to `places` decimal places and returns the integer count of 10^-places units (places 2: paise from rupees). */
export function roundToPlaces({ units, scale }: ScaledDecimal, places: number): bigint {
  if (scale <= places) return units * 10n ** BigInt(places - scale);
  return divideRoundHalfUp(units, 10n ** BigInt(scale - places));
}

/** Rupees (a JS number, as written by the caller) to integer paise, half-up on its shortest decimal form. */
export function rupeesToPaise(rupees: number): bigint {
  return roundToPlaces(toScaledDecimal(rupees), 2);
}

/** Groups a string of integer digits in the Indian system: last three, then pairs (12345678 -> 1,23,45,678). */
export function groupIndian(integerDigits: string): string {
  if (integerDigits.length <= 3) return integerDigits;
  const lastThree = integerDigits.slice(-3);
  const rest = integerDigits.slice(0, -3);
  const pairs = rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${pairs},${lastThree}`;
}

/** Integer paise to Indian-grouped rupees with two decimals: 11800000 -> "1,18,000.00" (with `symbol`: "₹1,18,000.00"). */
export function formatPaise(paise: bigint | number, symbol = false): string {
  const value = BigInt(paise);
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  const rupees = groupIndian((absolute / 100n).toString());
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${symbol ? '₹' : ''}${rupees}.${fraction}`;
}

/**
 * The one money shape: an amount in integer paise as `<name>Paise` and its formatted twin `<name>Formatted`
 * ("₹1,23,456.78", Indian grouping, two decimals), always side by side.
 */
export function money<Name extends string>(
  name: Name,
  paise: bigint | number,
): { [K in `${Name}Paise`]: number } & { [K in `${Name}Formatted`]: string } {
  return { [`${name}Paise`]: Number(paise), [`${name}Formatted`]: formatPaise(paise, true) } as { [K in `${Name}Paise`]: number } & {
    [K in `${Name}Formatted`]: string;
  };
}
