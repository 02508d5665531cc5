/**
 * A warning in a tool's result: something the caller should know although the answer is given (a value rounded away,
 * a suspicious input, a weak choice). Every result carries `warnings`, empty when there is nothing to say. `code` is
 * stable snake_case and listed in the operation's `x-warning-codes`; `message` is for people; a tool may add fields
 * that locate the cause (`pointer`, `line`, `algorithm`, ...).
 */
export interface Warning<Code extends string = string> {
  code: Code;
  message: string;
}

/** A warning with its code first, so a static check can read the codes each engine can give. */
export function warning<Code extends string, Extra extends object = object>(
  code: Code,
  message: string,
  extra?: Extra,
): Warning<Code> & Extra {
  return { code, message, ...(extra as Extra) };
}
