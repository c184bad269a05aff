import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ValidationIssue } from '../../common/errors';

/** An error a service raises on purpose; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: ValidationIssue[] | undefined;

  constructor(code: ErrorCode, message: string, issues?: ValidationIssue[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  get status() {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) },
    };
  }
}

export function validationError(issues: ValidationIssue[]): AppError {
  const first = issues[0];
  const message = first ? `${first.path.join('.') || 'input'}: ${first.message}` : 'Invalid input';
  return new AppError('validation', message, issues);
}
