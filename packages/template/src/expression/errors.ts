/** A syntax error; `column` is 1-based within the source string (UTF-16 code units, as editors count). */
export class ExpressionError extends Error {
  override name = "ExpressionError";
  constructor(
    message: string,
    readonly column: number,
  ) {
    super(message);
  }
}

/** A failure while evaluating a well-formed expression; `column` points at the failing part. */
export class EvaluationError extends Error {
  override name = "EvaluationError";
  constructor(
    message: string,
    readonly column: number,
  ) {
    super(message);
  }
}
