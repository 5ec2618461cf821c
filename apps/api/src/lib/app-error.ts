import { ERRORS, type ErrorCode, errorMessage, type FieldError } from '@jongdee/contracts';

type AppErrorOptions = {
  params?: Record<string, string | number>;
  details?: FieldError[];
  headers?: Record<string, string>;
  cause?: unknown;
};

/**
 * A failure a person can act on. Services throw it; the error plugin turns it into the envelope
 * with the Thai message from contracts. Anything else that is thrown is a 500.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(errorMessage(code, options.params), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}
