/** A failure the operator can act on: printed as its message alone, no stack trace, exit code 1. */
export class UserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserError';
  }
}

/** A failure already explained on the error output, line by line: exit 1 with nothing more to say. */
export class ReportedError extends Error {}
