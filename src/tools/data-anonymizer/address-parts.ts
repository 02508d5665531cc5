// Words that label one of several addresses in a cell: "Home:", "Resi -", "Office:", "Pickup:", "Drop:".
const LABEL =
  '(?:home|resi|residence|residential|office|work|pickup|pick-up|drop|billing|shipping|permanent|current|correspondence|native|local)\\s*[:\\-–]\\s*';
const LABEL_AT_START = new RegExp(`^\\s*${LABEL}`, 'iu');
// Between two labelled addresses: a semicolon, a bar, an arrow or a slash, before the next label.
const BETWEEN = new RegExp(`(\\s*(?:;|\\||->|→|\\s/)\\s*)(?=${LABEL})`, 'iu');

/**
 * A cell of several labelled addresses ("Home: …; Office: …", "Resi - … / Work - …", "Pickup: … -> Drop: …") as its
 * pieces: the addresses at even places, each with its label, the separators between them at odd places; undefined for
 * a cell of one address.
 */
export function labelledAddresses(value: string): string[] | undefined {
  const pieces = value.split(BETWEEN);
  return pieces.length >= 3 ? pieces : undefined;
}

/** One labelled address split into its label ("Home: ") and the address. */
export function withoutLabel(piece: string): { label: string; address: string } {
  const label = LABEL_AT_START.exec(piece)?.[0] ?? '';
  return { label, address: piece.slice(label.length) };
}
