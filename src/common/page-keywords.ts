/**
 * The request schemas' keywords for people, beside JSON Schema's (the tool pages at /tools read them; the docs page
 * shows x-label and Redoc's own x-enumDescriptions). None changes what a body may hold:
 * - `x-label`: the field's name for people ("GSTIN", "Is GST included?"), never the API name;
 * - `x-hint`: one or two plain sentences under the field, with no API names or code marks;
 * - `x-enumDescriptions`: each enum value in words, keyed by the value (Redoc's convention), on every enum;
 * - `x-input`: how a person enters the value: `datetime` (a Unix-ms integer, picked as a date and time in India,
 *   Asia/Kolkata, and filled with now) or `rupees` (a decimal in rupees, written with or without Indian grouping).
 */
export const PAGE_KEYWORDS = ['x-label', 'x-hint', 'x-enumDescriptions', 'x-input'] as const;
