/** The only error an engine throws: input passed the schema but the tool cannot process it (HTTP 422 with `code`). */
export class ToolInputError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ToolInputError';
  }
}
