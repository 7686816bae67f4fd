import type { ErrorCode } from '@waha/shared';

/**
 * A refusal the client can act on: becomes `{code, message, fieldErrors}` with this status.
 * fieldErrors hold message keys; the error handler translates them for the caller.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly fieldErrors?: Record<string, string[]>,
    /** Values the translated message names; sent to the client as `details`. */
    readonly details?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }

  /**
   * How the error handler logs this refusal when it is a 5xx (the one place server errors are
   * logged, ADR 2704): a subclass names what failed and logs its cause instead of itself.
   */
  logEntry(): { message: string; fields: Record<string, unknown> } {
    return { message: 'server error answered', fields: { err: this } };
  }
}
