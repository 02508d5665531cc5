/** The 422 codes engines throw, with what they mean; the service serves each at /problems/{code}. */
export const toolErrorCatalogue = {
  invalid_base64: {
    title: 'Invalid Base64',
    description:
      'Decode only: a character outside the Base64 alphabets, a mix of standard (+ /) and URL-safe (- _) characters, "=" that is not at the end, a wrong number of "=", 4k+1 data characters (one left over), or a data: URL without ;base64. The detail names the character and its 1-based position.',
    recovery:
      'Fix or remove the character at the reported position, check that the value was copied completely, and use a single alphabet; whitespace and a data:...;base64, prefix are ignored.',
  },
  invalid_unicode: {
    title: 'Text is not valid Unicode',
    description:
      'The text contains an unpaired UTF-16 surrogate (for example from a lone \\uD83D escape), which has no UTF-8 encoding; the detail gives its 1-based position.',
    recovery: 'Send the complete character (both halves of the surrogate pair) or remove the stray escape.',
  },
  output_too_large: {
    title: 'Formatted output too large',
    description:
      'The pretty-printed JSON would be longer than this service answers: 32 characters per input character plus 4,096, and never more than 4,194,304 characters. Deeply nested input is the usual cause, as every line repeats the indentation.',
    recovery: 'Send mode "minify", or indent "tab" or 2 instead of 4, or format a smaller part of the document.',
  },
  malformed_jwt: {
    title: 'Malformed JWT',
    description:
      'The token is not a compact JWS: it is empty, does not have three dot-separated segments (five segments is an encrypted JWE), a segment is not base64url, or the header or payload is not a UTF-8 JSON object.',
    recovery:
      'Send the whole token as issued (header.payload.signature) without quotes, padding or line breaks; the detail names the broken segment and position.',
  },
  invalid_key: {
    title: 'Invalid key',
    description:
      'The verification key cannot be read: it is an incomplete or damaged PEM block, a private key, a JWK Set, an invalid JWK, or a secret with an unpaired UTF-16 surrogate. (A readable key that does not fit the token is not an error: the result says verified false and why.)',
    recovery:
      'Send an HMAC secret as text, a PEM PUBLIC KEY, RSA PUBLIC KEY or CERTIFICATE block, or one public JWK as JSON; or omit key to decode without verifying.',
  },
  invalid_date: {
    title: 'Invalid date',
    description:
      'to-epoch: the value is not in an accepted format, or names a day, time or offset that does not exist (2023-02-29, 24:00, a leap second, a weekday that disagrees with the date), or is outside the supported range.',
    recovery:
      'Send ISO 8601 such as 2024-05-01T10:00:00+05:30, 2024-05-01 or 2024-05-01 10:00 (read as IST), or an RFC 2822 date such as Tue, 1 Jul 2003 10:52:37 +0200; to convert a timestamp, use direction to-human.',
  },
  invalid_timestamp: {
    title: 'Invalid timestamp',
    description:
      'to-human: the value is not a whole number of seconds or milliseconds (it has a fraction, an exponent, hexadecimal digits or another character), or it is outside ±8,640,000,000,000 s.',
    recovery:
      'Send an integer in decimal digits, such as 1700000000 with unit s or 1700000000000 with unit ms; to convert a date, use direction to-epoch.',
  },
  amount_too_large: {
    title: 'Amount too large',
    description:
      'The amount, or a total computed from it, is above the largest value the tool handles exactly: totals in paise must stay within 9,007,199,254,740,991 (the largest exact JSON integer), amount-to-words reads up to 999999999999999.9 and a UPI QR carries up to ₹10 crore.',
    recovery: 'Send a smaller amount; the detail gives the limit that applies.',
  },
  invalid_payee_name: {
    title: 'Invalid payee name',
    description:
      'The payee name holds a control character (a line break, a tab, ...), which payer apps cannot show on their one line; the detail gives its position.',
    recovery: 'Send the name the payer should see on one line, for example the shop name.',
  },
  invalid_cron_expression: {
    title: 'Invalid cron expression',
    description:
      'The expression is not a cron expression this tool accepts: not 5 or 6 fields (or a macro such as @daily), a field with a value out of range, an unknown name or a malformed range, step or list, or a schedule that can never fire (0 0 30 2 *). The detail names the field and says what is wrong.',
    recovery: 'Fix the field named in the detail; the accepted syntax is in the cron-builder description at /docs.',
  },
  invalid_json: {
    title: 'Invalid JSON',
    description:
      'The sample is not valid JSON (RFC 8259, what JSON.parse accepts: no comments, no trailing commas, double-quoted strings and names). The detail gives the line, the column and what is wrong there.',
    recovery: 'Fix the JSON at the reported line and column; json-formatter shows the same error with more context.',
  },
  json_too_deep: {
    title: 'JSON nested too deeply',
    description: 'The sample nests arrays and objects deeper than the tool reads (64 levels); the detail gives the depth found.',
    recovery: 'Send a sample with fewer levels of nesting, or the inner part you need.',
  },
  not_tabular: {
    title: 'JSON is not a table',
    description: 'JSON to CSV needs an array of objects (one row each) or one object; the detail names the element that is something else.',
    recovery: 'Send an array of objects, for example [{"name": "Asha", "city": "Pune"}], or wrap a single object in one.',
  },
  invalid_csv: {
    title: 'Invalid CSV',
    description:
      'The CSV cannot be read as a table: it is empty, a header name is repeated, two columns with no header name hold values, two header names clash ("a" and "a.b"), a quoted field is never closed, or text follows a closing quote. The detail gives the line or the column.',
    recovery: 'Send RFC 4180 CSV with a header row of unique names; inside a quoted field write " as "".',
  },
  ragged_csv: {
    title: 'Ragged CSV row',
    description: 'A row has a different number of fields than the header; the detail names its line.',
    recovery: 'Give every row exactly as many fields as the header (an empty field is just two commas); quote fields that contain commas.',
  },
  table_too_large: {
    title: 'Table too large',
    description:
      'The table would be larger than the tool answers: in json-to-csv more than 1,000,000 cells (rows × columns; objects with different keys multiply the columns) or a result above 4,194,304 bytes; in mock-data-generator an output that could exceed 8,388,608 characters.',
    recovery: 'Ask for fewer rows or columns, or convert objects that share their keys.',
  },
  code_too_large: {
    title: 'Generated code too large',
    description:
      "The generated code would be larger than the tool's documented limit (4,194,304 bytes for the type generators, 1,572,864 for curl-to-code, about 8 MiB for mcp-server-generator). In type generators every property line is padded to the longest key of its type, so one very long key beside many others is the usual cause.",
    recovery:
      'Send a smaller input: shorter keys or a few representative records for the type generators, fewer form fields or headers for curl-to-code.',
  },
  invalid_curl: {
    title: 'Not a curl command',
    description:
      'The text is not a curl command the converter can read: it does not start with curl, has no URL, or is not valid shell (bash) syntax, such as an unclosed quote. Commands copied as "cURL (cmd)" for Windows are not read.',
    recovery: 'Send one curl command with its URL, as copied with "Copy as cURL (bash)" from the browser or from a terminal.',
  },
  invalid_schema: {
    title: 'Invalid mock data schema',
    description:
      'The mock-data schema cannot be read: it is neither a JSON object of column names to types nor the compact form "name:fullName, amount:integer(100,5000)", a type is unknown, a type\'s arguments are wrong, or a column is named twice. The detail lists the known types.',
    recovery:
      'Write each column as name:type with a type from the list in the detail, for example "name:fullName, pan:pan, amount:integer(100,5000)".',
  },
  unknown_column: {
    title: 'Unknown column',
    description: 'A column named in `columns` or `keep` is not in the data; the detail lists the columns there are.',
    recovery:
      'Name columns exactly as the CSV header or the JSON keys write them (case matters), or send no columns to have them detected.',
  },
  conflicting_columns: {
    title: 'Column both anonymised and kept',
    description: 'A column is named both in `columns` (anonymise it whole) and in `keep` (leave it as it is); the detail names it.',
    recovery: 'Name each column in one of the two lists: `columns` to anonymise it, `keep` to leave it in clear.',
  },
  no_endpoints_found: {
    title: 'No endpoints found',
    description:
      'No line of the text describes an endpoint: each must start with an HTTP method (GET, POST, PUT, PATCH, DELETE) and a path.',
    recovery:
      'Write one endpoint per line, for example "GET /users/{id} returns a user with name, email and age" or "POST /orders creates an order with productId (string), quantity (integer)".',
  },
  invalid_tool_source: {
    title: 'No tools to generate',
    description:
      'The text is neither an OpenAPI 3.x document with operations nor plain-language tool lines, the document nests more than 128 levels deep, or a $ref expansion is too large. The detail says which.',
    recovery:
      'Send an OpenAPI 3.x document (JSON or YAML), or one tool per line such as get_weather(city: string, units?: "metric"|"imperial"): current weather for a city.',
  },
  invalid_note: {
    title: 'Invalid note',
    description:
      'The note holds a control character (a line break, a tab, ...), which payer apps cannot show on their one line; the detail gives its position.',
    recovery: 'Send the note as one line of text, without line breaks or tabs.',
  },
} as const satisfies Record<string, { title: string; description: string; recovery: string }>;

export type ToolErrorCode = keyof typeof toolErrorCatalogue;

/** The only error an engine throws: input passed the schema but the tool cannot process it (HTTP 422 with `code`). */
export class ToolInputError extends Error {
  constructor(
    readonly code: ToolErrorCode,
    message: string,
    /** Replaces the catalogue's recovery when this situation has a more precise one. */
    readonly recovery?: string,
  ) {
    super(message);
    this.name = 'ToolInputError';
  }
}
